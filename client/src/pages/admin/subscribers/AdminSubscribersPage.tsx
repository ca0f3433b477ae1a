import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@apollo/client/react';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { PageIntro } from '../../../components/PageIntro';
import { useToast } from '../../../components/toast';
import { getFragmentData, graphql } from '../../../gql';
import { AdminConfirmDialog } from '../../../features/admin-tables/AdminConfirmDialog';
import { AdminSubscribersTable, AdminSubscribersTable_subscriber, type SubscriberRow } from '../../../features/admin-subscribers/AdminSubscribersTable';
import { downloadSubscribersCsv } from '../../../features/admin-subscribers/subscribers-export';
import { useUnsubscribe } from '../../../features/admin-subscribers/useUnsubscribe';

const AdminSubscribersPageQuery = graphql(`
  query AdminSubscribersPage($search: String, $page: Int) {
    adminSubscriberPage(search: $search, page: $page) {
      page
      pageCount
      total
      active
      subscribers {
        id
        ...AdminSubscribersTable_subscriber
      }
    }
  }
`);

/**
 * Newsletter Subscribers: the count, the searchable list (the server finds each page of 10, so
 * a long list costs the same as a short one), copy, unsubscribe and the CSV export.
 */
export default function AdminSubscribersPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useQuery(AdminSubscribersPageQuery, { variables: { search: search.trim() || null, page }, fetchPolicy: 'cache-and-network' });
  const { toast } = useToast();
  const { unsubscribe, unsubscribing } = useUnsubscribe();
  const [exporting, setExporting] = useState(false);
  const [confirm, setConfirm] = useState<SubscriberRow | null>(null);

  // While the next page or search is on its way, the last one stays on screen.
  const shown = (data ?? previousData)?.adminSubscriberPage;
  const rows = shown ? getFragmentData(AdminSubscribersTable_subscriber, shown.subscribers) : undefined;

  const exportCsv = async () => {
    if (!shown || shown.total === 0) {
      toast({ title: 'No subscribers', description: 'There are no subscribers to export.' });
      return;
    }
    setExporting(true);
    try {
      await downloadSubscribersCsv();
    } catch (failure) {
      toast({ title: 'Export failed', description: (failure as Error).message, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const copyEmail = async (email: string) => {
    try {
      await navigator.clipboard.writeText(email);
      toast({ title: 'Email copied', description: email });
    } catch {
      toast({ title: 'Could not copy', description: 'Your browser did not allow copying to the clipboard.', variant: 'destructive' });
    }
  };

  return (
    <>
      <PageIntro title="Newsletter Subscribers" lead="Everyone who signed up for the newsletter, newest first.">
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'stretch', justifyContent: 'space-between' }}>
          <Card variant="outlined" sx={{ px: 3, py: 2, minWidth: 200 }}>
            <Typography variant="body2" color="text.secondary" component="h2">
              Total Subscribers
            </Typography>
            <Typography variant="h4" component="p" data-testid="total-subscribers">
              {shown?.active ?? '–'}
            </Typography>
          </Card>
          <Box sx={{ alignSelf: 'center' }}>
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting || !shown}>
              Export CSV
            </Button>
          </Box>
        </Box>
      </PageIntro>
      <TextField
        type="search"
        size="small"
        placeholder="Search subscribers..."
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        sx={{ width: { xs: '100%', sm: 360 }, mb: 2 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search subscribers' },
          input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        }}
      />
      {!shown && loading && <LoadingIndicator label="Loading subscribers..." />}
      {!shown && !loading && error && (
        <Typography role="alert" color="error" sx={{ py: 4, textAlign: 'center' }}>
          Error loading subscribers. Please try again later.
        </Typography>
      )}
      {shown && rows && <AdminSubscribersTable rows={rows} page={shown.page} pageCount={shown.pageCount} onPage={setPage} onCopy={copyEmail} onUnsubscribe={setConfirm} />}

      <AdminConfirmDialog
        open={confirm !== null}
        title="Unsubscribe this address?"
        confirmLabel="Unsubscribe"
        pendingLabel="Unsubscribing..."
        pending={unsubscribing}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          if (confirm && (await unsubscribe(confirm.email))) setConfirm(null);
        }}
      >
        This will unsubscribe <strong>{confirm?.email}</strong> from the newsletter. They can undo this by subscribing again.
      </AdminConfirmDialog>
    </>
  );
}
