import { useRef, useState, type FormEvent } from 'react';
import { useFragment } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useAddWalletItem } from './useAddWalletItem';
import { useUpdateWalletItem } from './useUpdateWalletItem';
import { emptyWalletForm, isDocumentType, priceProblems, titleProblem, walletFormFromItem, walletSubmissionOf, type WalletForm } from './wallet-form';
import { WALLET_ITEM_TYPE_LABELS, WALLET_ITEM_TYPES, type WalletItemType } from './wallet-item-types';
import { defaultPriceCurrency } from './wallet-price';
import { WalletDocumentField } from './WalletDocumentField';
import { WalletPriceFields } from './WalletPriceFields';

export const WalletItemDialog_item = graphql(`
  fragment WalletItemDialog_item on WalletItem {
    id
    type
    title
    description
    reference
    date
    time
    notes
    price
    priceCurrency
    fileName
  }
`);

/** The trip's currency, a new price's first one: read from what the trip page has cached, never fetched. */
export const WalletItemDialog_trip = graphql(`
  fragment WalletItemDialog_trip on Trip {
    uuid
    preferences {
      currency
    }
  }
`);

interface WalletItemDialogProps {
  open: boolean;
  tripUuid: string;
  /** the item to edit; none opens the dialog for adding */
  item: FragmentType<typeof WalletItemDialog_item> | null;
  onClose: () => void;
}

/**
 * 'Add Travel Item to Wallet' / 'Edit Travel Item'. The parent mounts a fresh dialog for each
 * opening, so the form starts from the item (edit) or empty with type flight (add), a price's
 * currency ready as the trip's. A failed save keeps the dialog open with everything typed, and
 * says why.
 */
export function WalletItemDialog({ open, tripUuid, item: itemRef, onClose }: WalletItemDialogProps) {
  const item = getFragmentData(WalletItemDialog_item, itemRef);
  const trip = useFragment({ fragment: WalletItemDialog_trip, from: { __typename: 'Trip', uuid: tripUuid } });
  const [form, setForm] = useState<WalletForm>(() => {
    const currency = defaultPriceCurrency(trip.data?.preferences?.currency);
    return item ? walletFormFromItem(item, currency) : emptyWalletForm(currency);
  });
  const [showTitleError, setShowTitleError] = useState(false);
  const [showPriceErrors, setShowPriceErrors] = useState(false);
  const [failure, setFailure] = useState<string>();
  const titleRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);
  const currencyRef = useRef<HTMLInputElement>(null);
  const { addItem, adding } = useAddWalletItem(tripUuid);
  const { updateItem, updating } = useUpdateWalletItem();
  const saving = adding || updating;
  const titleError = showTitleError ? titleProblem(form) : undefined;
  const priceErrors = showPriceErrors ? priceProblems(form) : {};
  const forDocument = isDocumentType(form.type);

  const change = <K extends keyof WalletForm>(field: K, value: WalletForm[K]) => setForm((current) => ({ ...current, [field]: value }));
  const text = (field: 'title' | 'description' | 'reference' | 'date' | 'time' | 'notes') => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const [title, prices] = [titleProblem(form), priceProblems(form)];
    if (title || prices.price || prices.priceCurrency) {
      setShowTitleError(true);
      setShowPriceErrors(true);
      (title ? titleRef : prices.price ? priceRef : currencyRef).current?.focus();
      return;
    }
    setFailure(undefined);
    const submission = walletSubmissionOf(form);
    const result = item ? await updateItem(item.id, submission) : await addItem(submission);
    if (result.ok) onClose();
    else setFailure(result.message);
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="wallet-item-dialog-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id="wallet-item-dialog-title">{item ? 'Edit Travel Item' : 'Add Travel Item to Wallet'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField select label="Type" value={form.type} onChange={(event) => change('type', event.target.value as WalletItemType)} autoFocus fullWidth>
          {WALLET_ITEM_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {WALLET_ITEM_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Title"
          required
          inputRef={titleRef}
          {...text('title')}
          onBlur={() => setShowTitleError(true)}
          error={Boolean(titleError)}
          helperText={titleError}
          placeholder={forDocument ? 'e.g. Passport copy' : 'e.g. Flight to Kyoto'}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          fullWidth
        />
        {!forDocument && (
          <>
            <TextField label="Reference" {...text('reference')} placeholder="Booking or ticket number" slotProps={{ htmlInput: { maxLength: 100 } }} fullWidth />
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField label="Date" type="date" {...text('date')} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
              <TextField label="Time" type="time" {...text('time')} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
            </Box>
            <TextField label="Description" {...text('description')} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 2000 } }} fullWidth />
          </>
        )}
        {forDocument && <WalletDocumentField onChange={(file) => change('file', file)} currentFileName={item?.fileName} />}
        <WalletPriceFields form={form} problems={priceErrors} onChange={change} onBlur={() => setShowPriceErrors(true)} priceRef={priceRef} currencyRef={currencyRef} />
        <TextField label="Notes" {...text('notes')} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 5000 } }} fullWidth />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : item ? 'Update Item' : 'Add Item'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
