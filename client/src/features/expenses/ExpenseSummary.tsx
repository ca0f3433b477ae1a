import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { unconvertedText } from './expense-text';
import { moneyText } from './money';

interface ExpenseSummaryProps {
  total: number;
  currency: string;
  ratesNote: string;
  /** how many expenses have no rate, and so are left out of the sums */
  unconverted: number;
}

/** The total in the settlement currency, where its rates come from, and what it leaves out. */
export function ExpenseSummary({ total, currency, ratesNote, unconverted }: ExpenseSummaryProps) {
  return (
    <Box sx={{ mt: 3 }}>
      <Box sx={{ px: { xs: 2, sm: 2.5 }, py: 2, borderRadius: 3, bgcolor: 'background.default' }}>
        <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
          Total spent
        </Typography>
        <Typography variant="h4" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {moneyText(total, currency)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          In {currency}, converted with the {ratesNote}.
        </Typography>
      </Box>
      {unconverted > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {unconvertedText(unconverted)}
        </Alert>
      )}
    </Box>
  );
}
