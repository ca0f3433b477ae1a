import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddRounded';
import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useTripPermissions } from '../trip-page';
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
  }
`);

/** Which dialog is up; `opening` counts openings so that each one starts with a fresh form. */
interface Dialogs {
  edit: { open: boolean; opening: number; item: FragmentType<typeof WalletItemDialog_item> | null };
  remove: { open: boolean; item: { id: number; title: string } | null };
}

/**
 * 'Trip Wallet': the tickets, bookings and documents kept with a trip. They hold booking
 * references and passports, so the wallet is private to the trip's travellers (the server
 * refuses everyone else): its editors see it, filter it, add, edit and delete; a viewer
 * companion sees and filters it, read-only. Anyone else who has the trip's link is told the
 * wallet is private, and no wallet is asked for.
 */
export default function WalletPanel({ tripUuid }: { tripUuid: string }) {
  const { canEdit, canViewWallet, known } = useTripPermissions(tripUuid);
  if (!known) return <WalletCard><LoadingIndicator label="Loading wallet items..." minHeight={160} /></WalletCard>;
  if (canEdit) return <TravellersWallet tripUuid={tripUuid} editable />;
  return canViewWallet ? <TravellersWallet tripUuid={tripUuid} editable={false} /> : <PrivateWallet />;
}

/** What someone sees who has the trip's link but is not one of its travellers. */
function PrivateWallet() {
  return (
    <WalletCard>
      <Box sx={{ mt: 2.5, display: 'flex', gap: 1.5, alignItems: 'flex-start', color: 'text.secondary' }}>
        <LockIcon aria-hidden sx={{ mt: 0.25 }} />
        <Typography>
          The wallet is private: only this trip&apos;s travellers can see its tickets and documents. If this is your trip, sign in, or open it in
          the browser you planned it in.
        </Typography>
      </Box>
    </WalletCard>
  );
}

/** `printed`: whether the card goes on paper; an empty wallet, one still loading or a private one is nothing to read there. */
function WalletCard({ children, action, printed = false }: { children: ReactNode; action?: ReactNode; printed?: boolean }) {
  return (
    <Card component="section" aria-labelledby="wallet-title" sx={{ p: { xs: 2.5, sm: 4 } }} data-print={printed ? 'flow' : 'hide'}>
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
        {action}
      </Box>
      {children}
    </Card>
  );
}

/** What a viewer companion is told above a wallet they can read but not change. */
const READ_ONLY_WALLET = "You can see this trip's wallet as a viewer; only its editors can change it.";

/** The wallet of one of the trip's travellers: with add, edit and delete for its editors, read-only for a viewer. */
function TravellersWallet({ tripUuid, editable }: { tripUuid: string; editable: boolean }) {
  const { data, error, refetch } = useQuery(WalletPanelQuery, { variables: { tripUuid } });
  const [filter, setFilter] = useState<WalletFilter>('all');
  const [dialogs, setDialogs] = useState<Dialogs>({ edit: { open: false, opening: 0, item: null }, remove: { open: false, item: null } });
  const items = data?.walletItems ?? [];
  const shown = items.filter((item) => matchesFilter(item.type, filter));

  const openEditor = (item: Dialogs['edit']['item']) =>
    setDialogs((current) => ({ ...current, edit: { open: true, opening: current.edit.opening + 1, item } }));
  const closeEditor = () => setDialogs((current) => ({ ...current, edit: { ...current.edit, open: false } }));
  const askToDelete = (item: { id: number; title: string }) => setDialogs((current) => ({ ...current, remove: { open: true, item } }));
  const closeDelete = () => setDialogs((current) => ({ ...current, remove: { ...current.remove, open: false } }));

  return (
    <WalletCard
      printed={items.length > 0}
      action={
        editable && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor(null)} data-print="hide">
            Add Item
          </Button>
        )
      }
    >
      {!editable && (
        <Box sx={{ mt: 2.5, display: 'flex', gap: 1.5, alignItems: 'flex-start', color: 'text.secondary' }} data-print="hide">
          <VisibilityIcon aria-hidden sx={{ mt: 0.25 }} />
          <Typography>{READ_ONLY_WALLET}</Typography>
        </Box>
      )}

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
        <WalletEmptyState onAdd={editable ? () => openEditor(null) : undefined} />
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
                      onEdit={editable ? () => openEditor(item) : undefined}
                      onDelete={editable ? () => askToDelete({ id: item.id, title: item.title }) : undefined}
                    />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        </>
      )}

      {editable && (
        <>
          <WalletItemDialog key={dialogs.edit.opening} open={dialogs.edit.open} tripUuid={tripUuid} item={dialogs.edit.item} onClose={closeEditor} />
          <DeleteWalletItemDialog open={dialogs.remove.open} item={dialogs.remove.item} onClose={closeDelete} />
        </>
      )}
    </WalletCard>
  );
}
