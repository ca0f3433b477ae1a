import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { useToast } from '../../../components/toast';
import { currencyRateInput, perEuroText, validateCurrencyRate, type CurrencyRateErrors, type CurrencyRateForm } from './currency-rate-form';
import { AdminSetCurrencyRateMutation, CurrencyRatesQuery } from './settings-queries';

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';
/** A phone has no room for four columns: there the date goes under the source. */
const onWideScreens = { display: { xs: 'none', sm: 'table-cell' } } as const;
const messageOf = (error: unknown): string => (CombinedGraphQLErrors.is(error) ? error.errors[0]?.message || 'Please try again.' : UNREACHABLE);

/**
 * 'Currency rates': the rates trip expenses are summed with (units of each currency one euro
 * buys), where each comes from and its date, and a form to set one. Odyssey ships the ECB's
 * reference rates of one day; an operator keeps them current here.
 */
export function CurrencyRatesSection() {
  const { data, error, refetch } = useQuery(CurrencyRatesQuery, { fetchPolicy: 'network-only' });
  const rates = data?.currencyRates;

  return (
    <Card component="section" aria-labelledby="currency-rates-heading" sx={{ mt: 3, p: { xs: 2.5, sm: 4 } }}>
      <Typography id="currency-rates-heading" variant="h6" component="h2">
        Currency rates
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Trip expenses in other currencies are converted with these rates: how many units of each currency one euro buys.
      </Typography>
      <SetRateForm />
      <Box sx={{ mt: 4 }}>
        {!rates && error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            The rates could not be loaded: {messageOf(error)}
          </Alert>
        ) : !rates ? (
          <LoadingIndicator label="Loading rates…" minHeight={120} />
        ) : rates.length === 0 ? (
          <Typography color="text.secondary">No rates yet: expenses can only be summed in euros.</Typography>
        ) : (
          // The list scrolls in a box of its own: focusable, so a keyboard can scroll it too.
          <Box tabIndex={0} role="region" aria-label="All rates" sx={{ maxHeight: 420, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Table size="small" stickyHeader aria-labelledby="currency-rates-heading" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Currency
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Units per euro
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Source
                  </TableCell>
                  <TableCell component="th" scope="col" sx={onWideScreens}>
                    Date
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rates.map((rate) => (
                  <TableRow key={rate.currency}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 650 }}>
                      {rate.currency}
                    </TableCell>
                    <TableCell align="right">{perEuroText(rate.perEuro)}</TableCell>
                    <TableCell>
                      {rate.source}
                      <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                        {rate.asOf}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ ...onWideScreens, whiteSpace: 'nowrap' }}>{rate.asOf}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Box>
    </Card>
  );
}

/** Sets one currency's rate; the server's refusal is shown above the fields, as it gave it. */
function SetRateForm() {
  const [form, setForm] = useState<CurrencyRateForm>({ currency: '', perEuro: '' });
  const [errors, setErrors] = useState<CurrencyRateErrors>({});
  const [failure, setFailure] = useState<string>();
  const { toast } = useToast();
  const [mutate, { loading }] = useMutation(AdminSetCurrencyRateMutation, { refetchQueries: [CurrencyRatesQuery], awaitRefetchQueries: true });

  const set = (name: keyof CurrencyRateForm, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const found = validateCurrencyRate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(undefined);
    const input = currencyRateInput(form);
    try {
      await mutate({ variables: { input } });
      toast({ title: 'Rate saved', description: `1 EUR = ${perEuroText(input.perEuro)} ${input.currency}` });
      setForm({ currency: '', perEuro: '' });
    } catch (caught) {
      setFailure(messageOf(caught));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="set-rate-heading">
      <Typography id="set-rate-heading" variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        Set a rate
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2, maxWidth: 640 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 220px auto' }, alignItems: 'start', maxWidth: 640 }}>
        <TextField
          label="Currency"
          name="currency"
          required
          value={form.currency}
          onChange={(event) => set('currency', event.target.value.toUpperCase())}
          error={Boolean(errors.currency)}
          helperText={errors.currency ?? 'e.g. JPY'}
          slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <TextField
          label="Units per euro"
          name="perEuro"
          required
          value={form.perEuro}
          onChange={(event) => set('perEuro', event.target.value)}
          error={Boolean(errors.perEuro)}
          helperText={errors.perEuro ?? 'How many one euro buys'}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={loading} sx={{ mt: { sm: 0.25 } }}>
          {loading ? 'Saving...' : 'Set rate'}
        </Button>
      </Box>
    </Box>
  );
}
