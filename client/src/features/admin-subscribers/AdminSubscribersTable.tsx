import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import UnsubscribeIcon from '@mui/icons-material/UnsubscribeOutlined';
import { graphql } from '../../gql';
import type { AdminSubscribersTable_SubscriberFragment } from '../../gql/graphql';
import { AdminTableContainer, formatAdminDate } from '../admin-tables';

export const AdminSubscribersTable_subscriber = graphql(`
  fragment AdminSubscribersTable_subscriber on Subscriber {
    id
    email
    subscribed
    subscribedAt
  }
`);

export type SubscriberRow = AdminSubscribersTable_SubscriberFragment;

interface AdminSubscribersTableProps {
  rows: readonly SubscriberRow[];
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onCopy: (email: string) => void;
  onUnsubscribe: (subscriber: SubscriberRow) => void;
}

/** ID, Email (with copy), Status, Subscribed On and Unsubscribe (for subscribed addresses only); Previous/Next only when there is more than one page. */
export function AdminSubscribersTable({ rows, page, pageCount, onPage, onCopy, onUnsubscribe }: AdminSubscribersTableProps) {
  return (
    <>
      <AdminTableContainer label="Subscribers">
        <Table size="small" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Subscribed On</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 5, color: 'text.secondary' }}>
                  No results.
                </TableCell>
              </TableRow>
            )}
            {rows.map((subscriber) => (
              <TableRow key={subscriber.id} hover>
                <TableCell>{subscriber.id}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <span>{subscriber.email}</span>
                    <Tooltip title="Copy email">
                      <IconButton size="small" aria-label={`Copy ${subscriber.email}`} onClick={() => onCopy(subscriber.email)}>
                        <CopyIcon fontSize="inherit" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                </TableCell>
                <TableCell>
                  <Chip size="small" label={subscriber.subscribed ? 'Subscribed' : 'Unsubscribed'} color={subscriber.subscribed ? 'success' : 'default'} variant={subscriber.subscribed ? 'filled' : 'outlined'} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAdminDate(subscriber.subscribedAt, 'Unknown')}</TableCell>
                <TableCell align="right">
                  {/* An address that has already left the newsletter has nothing to undo here: only its owner can resubscribe. */}
                  {subscriber.subscribed && (
                    <Button size="small" color="error" startIcon={<UnsubscribeIcon />} onClick={() => onUnsubscribe(subscriber)} aria-label={`Unsubscribe ${subscriber.email}`}>
                      Unsubscribe
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AdminTableContainer>
      {pageCount > 1 && (
        <Box component="nav" aria-label="Subscriber pages" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, mt: 2 }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Page {page} of {pageCount}
          </Typography>
          <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button variant="outlined" size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </Box>
      )}
    </>
  );
}
