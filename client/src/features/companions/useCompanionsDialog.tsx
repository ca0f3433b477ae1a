import { lazy, Suspense, useCallback, useState } from 'react';

// Only the trip's own travellers open it, and only some of the time: it loads on its own.
const CompanionsDialog = lazy(() => import('./CompanionsDialog'));

/**
 * The Companions dialog of a trip page: `open` for its button, `dialog` to render. Each opening
 * starts afresh (its key): no link made earlier is shown again, and the list is asked anew.
 */
export function useCompanionsDialog(tripUuid: string, canShare: boolean) {
  const [state, setState] = useState({ open: false, opening: 0 });
  const open = useCallback(() => setState((current) => ({ open: true, opening: current.opening + 1 })), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const dialog =
    state.opening > 0 ? (
      <Suspense fallback={null}>
        <CompanionsDialog key={state.opening} open={state.open} onClose={close} tripUuid={tripUuid} canShare={canShare} />
      </Suspense>
    ) : null;
  return { open, dialog };
}
