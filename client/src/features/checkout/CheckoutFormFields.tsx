import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import LockIcon from '@mui/icons-material/LockOutlined';
import {
  CARD_NUMBER_MAX_LENGTH,
  CVC_MAX_LENGTH,
  EMPTY_CHECKOUT,
  EXPIRY_MAX_LENGTH,
  FIELD_LABELS,
  formatField,
  validateCheckout,
  type CheckoutField,
  type CheckoutForm,
} from './checkout-form';

interface CheckoutFormFieldsProps {
  processing: boolean;
  onSubmit: () => void;
  /** the signed-in traveller's email, filled in to start with */
  initialEmail?: string;
}

/** Per field: input hints and limits. Card fields switch autofill off: nobody should store a real card here. */
const FIELD_PROPS: Record<CheckoutField, { autoComplete: string; inputMode?: 'numeric' | 'email'; maxLength?: number; placeholder?: string; type?: string }> = {
  nameOnCard: { autoComplete: 'off' },
  email: { autoComplete: 'email', inputMode: 'email', type: 'email' },
  cardNumber: { autoComplete: 'off', inputMode: 'numeric', maxLength: CARD_NUMBER_MAX_LENGTH, placeholder: '1234 5678 9012 3456' },
  expiry: { autoComplete: 'off', inputMode: 'numeric', maxLength: EXPIRY_MAX_LENGTH, placeholder: 'MM/YY' },
  cvc: { autoComplete: 'off', inputMode: 'numeric', maxLength: CVC_MAX_LENGTH, placeholder: '123' },
};

/** The five required fields and the submit button. Each error clears as its field is edited. */
export function CheckoutFormFields({ processing, onSubmit, initialEmail = '' }: CheckoutFormFieldsProps) {
  const [form, setForm] = useState<CheckoutForm>({ ...EMPTY_CHECKOUT, email: initialEmail });
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, string>>>({});

  const field = (name: CheckoutField) => {
    const { maxLength, inputMode, ...rest } = FIELD_PROPS[name];
    return {
      ...rest,
      name,
      label: FIELD_LABELS[name],
      required: true,
      fullWidth: true,
      disabled: processing,
      value: form[name],
      error: Boolean(errors[name]),
      helperText: errors[name] ?? ' ',
      slotProps: { htmlInput: { maxLength, inputMode } },
      onChange: (event: { target: { value: string } }) => {
        const value = formatField(name, event.target.value, form[name]);
        setForm((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCheckout(form);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Payment details" sx={{ display: 'grid', gap: 1 }}>
      <TextField {...field('nameOnCard')} />
      <TextField {...field('email')} />
      <TextField {...field('cardNumber')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <TextField {...field('expiry')} />
        <TextField {...field('cvc')} />
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={processing}
        startIcon={processing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockIcon />}
      >
        {processing ? 'Processing…' : 'Start Free Trial'}
      </Button>
    </Box>
  );
}
