import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import HistoryIcon from '@mui/icons-material/HistoryRounded';
import { TripViewersList } from './presence/TripViewersList';

// Only opened now and then: the history and its undo load on first use.
const TripChangesDialog = lazy(() => import('./history/TripChangesDialog'));

/**
 * For the trip's own travellers, above the days: who has the trip open now, and the Changes
 * dialog (who changed what and when, with undo of one's own). Each opening asks afresh (its key).
 */
export function CoEditingBar({ tripUuid }: { tripUuid: string }) {
  const [changes, setChanges] = useState({ open: false, opening: 0 });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2.5 }} data-print="hide">
      <TripViewersList tripUuid={tripUuid} />
      <Button size="small" startIcon={<HistoryIcon />} aria-haspopup="dialog" onClick={() => setChanges((current) => ({ open: true, opening: current.opening + 1 }))}>
        Changes
      </Button>
      {changes.opening > 0 && (
        <Suspense fallback={null}>
          <TripChangesDialog key={changes.opening} open={changes.open} onClose={() => setChanges((current) => ({ ...current, open: false }))} tripUuid={tripUuid} />
        </Suspense>
      )}
    </Box>
  );
}
