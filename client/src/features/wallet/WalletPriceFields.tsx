import type { Ref } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { PriceProblems, WalletForm } from './wallet-form';
import { CURRENCY_CODES } from './wallet-price';

interface WalletPriceFieldsProps {
  form: Pick<WalletForm, 'price' | 'priceCurrency'>;
  problems: PriceProblems;
  onChange: (field: 'price' | 'priceCurrency', value: string) => void;
  /** a field was left: its problems may show */
  onBlur: () => void;
  priceRef: Ref<HTMLInputElement>;
  currencyRef: Ref<HTMLInputElement>;
}

/** What the item cost, optional, and its currency (ready with the trip's); the problems are the server's words. */
export function WalletPriceFields({ form, problems, onChange, onBlur, priceRef, currencyRef }: WalletPriceFieldsProps) {
  return (
    // A currency code is three letters: it sits beside the price even on a phone.
    <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2.5 }, gridTemplateColumns: { xs: 'minmax(0, 3fr) minmax(0, 2fr)', sm: '2fr 1fr' } }}>
      <TextField
        label="Price"
        inputRef={priceRef}
        value={form.price}
        onChange={(event) => onChange('price', event.target.value)}
        onBlur={onBlur}
        error={Boolean(problems.price)}
        helperText={problems.price ?? 'Optional: what it cost'}
        placeholder="0.00"
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 15 } }}
        fullWidth
      />
      <TextField
        label="Currency"
        inputRef={currencyRef}
        value={form.priceCurrency}
        onChange={(event) => onChange('priceCurrency', event.target.value.toUpperCase())}
        onBlur={onBlur}
        error={Boolean(problems.priceCurrency)}
        helperText={problems.priceCurrency ?? 'ISO code, e.g. EUR'}
        slotProps={{ htmlInput: { maxLength: 3, list: 'wallet-currency-codes', autoCapitalize: 'characters', spellCheck: false } }}
        fullWidth
      />
      <datalist id="wallet-currency-codes">
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
    </Box>
  );
}
