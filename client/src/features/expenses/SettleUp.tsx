import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowIcon from '@mui/icons-material/ArrowForwardRounded';
import CheckIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import type { TripExpensesFieldsFragment } from '../../gql/graphql';
import { moneyText, signedMoneyText } from './money';

interface SettleUpProps {
  balances: TripExpensesFieldsFragment['balances'];
  settlements: TripExpensesFieldsFragment['settlements'];
  currency: string;
}

/** "ben pays olga $24.60": one payment of the fewest that square everyone. */
export const settlementText = (payment: SettleUpProps['settlements'][number], currency: string): string =>
  `${payment.fromName} pays ${payment.toName} ${moneyText(payment.amount, currency)}`;

/**
 * Where each traveller stands (what they paid, their share of what was spent, the difference:
 * above zero the others owe them) and the payments that square everyone, as the server worked
 * them out to the cent.
 */
export function SettleUp({ balances, settlements, currency }: SettleUpProps) {
  return (
    <Box component="section" aria-labelledby="expenses-balances-title" sx={{ minWidth: 0 }}>
      <Typography id="expenses-balances-title" variant="h6" component="h3">
        Balances and settle up
      </Typography>
      <Box sx={{ mt: 1, overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="expenses-balances-title" sx={{ '& td, & th': { px: { xs: 0.75, sm: 1.5 } }, '& td:first-of-type, & th:first-of-type': { pl: 0 } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Traveller
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Paid
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Share
              </TableCell>
              <TableCell component="th" scope="col" align="right" sx={{ pr: '0 !important' }}>
                Balance
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {balances.map((row) => (
              <TableRow key={row.userId}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {row.username}
                </TableCell>
                <TableCell align="right">{moneyText(row.paid, currency)}</TableCell>
                <TableCell align="right">{moneyText(row.share, currency)}</TableCell>
                <TableCell align="right" sx={{ pr: '0 !important', fontWeight: 650, color: row.balance > 0 ? 'success.dark' : row.balance < 0 ? 'error.dark' : 'text.secondary' }}>
                  {signedMoneyText(row.balance, currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2.5, mb: 1 }}>
        Payments to settle up
      </Typography>
      {settlements.length === 0 ? (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.dark' }}>
          <CheckIcon fontSize="small" aria-hidden />
          Everyone is square.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Payments to settle up" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {settlements.map((payment) => (
            <Box
              component="li"
              key={`${payment.fromUserId}-${payment.toUserId}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, borderRadius: 2, bgcolor: 'background.default', overflowWrap: 'anywhere' }}
            >
              <ArrowIcon fontSize="small" color="primary" aria-hidden />
              <Typography component="span">{settlementText(payment, currency)}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
