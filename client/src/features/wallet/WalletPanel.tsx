import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddRounded';
import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { graphql, type FragmentType } from '../../gql';
import { DeleteWalletItemDialog } from './DeleteWalletItemDialog';
import { walletErrorMessage } from './wallet-errors';
import { matchesFilter, type WalletFilter } from './wallet-item-types';
import { WalletEmptyState } from './WalletEmptyState';
import { WalletFilterTabs, walletTabPanelProps } from './WalletFilterTabs';
import { WalletItemCard } from './WalletItemCard';
import { WalletItemDialog, type WalletItemDialog_item } from './WalletItemDialog';

export const WalletPanelQuery = graphql(`
  query WalletPanel($tripUuid: String!) {
    walletItems(tripUuid: $tripUuid) {
      id
      type
      title
      ...WalletItemCard_item
      ...WalletItemDialog_item
    }
    tripPermissions(tripUuid: $tripUuid) {
      canEdit
    }
  }
`);

/** Which dialog is up; `opening` counts openings so that each one starts with a fresh form. */
interface Dialogs {
  edit: { open: boolean; opening: number; item: FragmentType<typeof WalletItemDialog_item> | null };
  remove: { open: boolean; item: { id: number; title: string } | null };
}

/**
 * 'Trip Wallet': the tickets, bookings and documents kept with a trip. Everyone with the link
 * can look and filter; the trip's editors (tripPermissions.canEdit) can add, edit and delete.
 */
export default function WalletPanel({ tripUuid }: { tripUuid: string }) {
  const { data, error, refetch } = useQuery(WalletPanelQuery, { variables: { tripUuid } });
  const [filter, setFilter] = useState<WalletFilter>('all');
  const [dialogs, setDialogs] = useState<Dialogs>({ edit: { open: false, opening: 0, item: null }, remove: { open: false, item: null } });
  const canEdit = data?.tripPermissions.canEdit ?? false;
  const items = data?.walletItems ?? [];
  const shown = items.filter((item) => matchesFilter(item.type, filter));

  const openEditor = (item: Dialogs['edit']['item']) =>
    setDialogs((current) => ({ ...current, edit: { open: true, opening: current.edit.opening + 1, item } }));
  const closeEditor = () => setDialogs((current) => ({ ...current, edit: { ...current.edit, open: false } }));
  const askToDelete = (item: { id: number; title: string }) => setDialogs((current) => ({ ...current, remove: { open: true, item } }));
  const closeDelete = () => setDialogs((current) => ({ ...current, remove: { ...current.remove, open: false } }));

  return (
    // On paper only a wallet with items: an empty one, or one still loading, is nothing to read.
    <Card component="section" aria-labelledby="wallet-title" sx={{ p: { xs: 2.5, sm: 4 } }} data-print={items.length === 0 ? 'hide' : 'flow'}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="wallet-title" variant="h4" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            <WalletIcon color="primary" aria-hidden />
            Trip Wallet
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Tickets, bookings and travel documents for this trip, in one place.
          </Typography>
        </Box>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor(null)} data-print="hide">
            Add Item
          </Button>
        )}
      </Box>

      {error ? (
        <Box role="alert" sx={{ mt: 3, textAlign: 'center', py: 4 }}>
          <Typography>The wallet could not be loaded: {walletErrorMessage(error)}</Typography>
          <Button onClick={() => void refetch()} sx={{ mt: 1.5 }}>
            Try again
          </Button>
        </Box>
      ) : !data ? (
        <LoadingIndicator label="Loading wallet items..." minHeight={160} />
      ) : items.length === 0 ? (
        <WalletEmptyState onAdd={canEdit ? () => openEditor(null) : undefined} />
      ) : (
        <>
          <WalletFilterTabs value={filter} onChange={setFilter} />
          <Box {...walletTabPanelProps(filter)} sx={{ mt: 2.5 }}>
            {shown.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                Nothing here yet: no items of this kind in the wallet.
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {shown.map((item) => (
                  <li key={item.id}>
                    <WalletItemCard
                      item={item}
                      onEdit={canEdit ? () => openEditor(item) : undefined}
                      onDelete={canEdit ? () => askToDelete({ id: item.id, title: item.title }) : undefined}
                    />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        </>
      )}

      {canEdit && (
        <>
          <WalletItemDialog key={dialogs.edit.opening} open={dialogs.edit.open} tripUuid={tripUuid} item={dialogs.edit.item} onClose={closeEditor} />
          <DeleteWalletItemDialog open={dialogs.remove.open} item={dialogs.remove.item} onClose={closeDelete} />
        </>
      )}
    </Card>
  );
}
