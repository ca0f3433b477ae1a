import { lazy, Suspense, useCallback, useDeferredValue, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useNearViewport } from '../../components/useNearViewport';
import { useStagedRender } from '../../components/useStagedRender';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useCompanionsDialog } from '../companions';
import { TripAssistantButton } from '../trip-assistant';
import type { WizardStart } from '../wizard';
import { DestinationGuide } from './DestinationGuide';
import { TripMapSection } from './map/TripMapSection';
import { TripPrintMap } from './map/TripPrintMap';
import { ShareDialog } from './share/ShareDialog';
import { useShareTrip } from './share/useShareTrip';
import { TripAccommodations } from './TripAccommodations';
import { TripBottomActions } from './TripBottomActions';
import { TripHero } from './TripHero';
import { TripItinerary } from './TripItinerary';
import { TripPrintStyles } from './TripPrintStyles';
import { usePrinting } from './usePrinting';
import { usePrintTrip } from './usePrintTrip';
import { useRegenerateTrip } from './useRegenerateTrip';
import { useSaveTrip } from './useSaveTrip';
import { useTripPermissions } from './useTripPermissions';
import { useTripChanges } from './useTripChanges';

// Below the fold and only for trips with an id: the wallet (its forms and dialogs) loads on its own.
const WalletPanel = lazy(() => import('../wallet/WalletPanel'));
// Only for the travellers of a saved trip: the expenses and their chart library load on their own too.
const ExpensesPanel = lazy(() => import('../expenses/ExpensesPanel'));

export const TripView_trip = graphql(`
  fragment TripView_trip on Trip {
    uuid
    userId
    itinerary {
      day
    }
    manualEdits
    canUndoRegeneration
    ...TripHero_trip
    ...TripItinerary_trip
    ...TripMapSection_trip
    ...TripPrintMap_trip
    ...TripAccommodations_trip
    ...DestinationGuide_trip
    ...TripBottomActions_trip
    ...TripShare_trip
    ...TripAssistant_trip
  }
`);

/** On paper the sections follow one another across the page's width (landscape paper would otherwise get the screen's columns), closer together. */
const printColumn = { display: 'block', mt: 3, '& > * + *': { mt: 3 } } as const;

// The wizard is only needed once someone opens it.
const PreferencesWizardDialog = lazy(() => import('../wizard/PreferencesWizardDialog'));

/** A whole trip: hero, itinerary beside the map, stays, the destination guide, the wallet, the expenses and what to do next. */
export function TripView(props: { trip: FragmentType<typeof TripView_trip> }) {
  const trip = getFragmentData(TripView_trip, props.trip);
  // Modify Trip plans this very trip again for its editors; anyone else gets a new trip from the planner on /.
  const { canEdit, canViewWallet, canShare, role } = useTripPermissions(trip.uuid);
  useTripChanges(trip.uuid);
  // A companion's trip is in their My Trips already: Save would only make them a copy.
  const { save, saving, saved } = useSaveTrip(trip.uuid, trip.userId, role === 'editor' || role === 'viewer');
  const companions = useCompanionsDialog(trip.uuid, canShare);
  // Companions join a trip with an owner (a saved trip); its travellers see who is on it, and share its expenses.
  const showCompanions = trip.userId != null && canViewWallet;
  const regeneration = useRegenerateTrip(trip.uuid);
  const print = usePrintTrip();
  const { share, shareable, dialogOpen, closeDialog } = useShareTrip(trip);
  // Each opening starts the wizard afresh (its key), from the trip or from the assistant's suggestion.
  const [wizard, setWizard] = useState<{ start: WizardStart; key: number } | null>(null);
  const openWizard = useCallback((start: WizardStart) => setWizard((current) => ({ start, key: (current?.key ?? 0) + 1 })), []);
  // The hero first (it takes the place of the server's first paint), then the rest in the next commit.
  const stage = useStagedRender(2);

  return (
    <>
      <TripPrintStyles />
      <TripHero trip={trip} onSave={save} saving={saving} saved={saved} onShare={share} onCompanions={showCompanions ? companions.open : undefined} />
      <TripPrintMap trip={trip} />
      <Box sx={{ mt: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 4, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start', '@media print': printColumn }}>
        {stage >= 2 && (
          <>
            <TripItinerary trip={trip} onPrint={print} onShare={share} />
            <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
              <TripMapSection trip={trip} />
            </Box>
          </>
        )}
      </Box>
      {stage >= 2 && (
        <TripLowerSections
          trip={trip}
          save={save}
          saving={saving}
          saved={saved}
          onModify={openWizard}
          onUndoModify={canEdit && trip.canUndoRegeneration ? () => void regeneration.undo() : undefined}
          undoing={regeneration.undoing}
          showExpenses={showCompanions}
        />
      )}
      <ShareDialog open={dialogOpen} onClose={closeDialog} trip={shareable} />
      {companions.dialog}
      {stage >= 2 && <TripAssistantButton trip={trip} onSuggestion={openWizard} />}
      {wizard && (
        <Suspense fallback={null}>
          <PreferencesWizardDialog
            key={wizard.key}
            open
            start={wizard.start}
            onClose={() => setWizard(null)}
            regeneration={canEdit ? { manualEdits: trip.manualEdits, run: regeneration.run } : undefined}
          />
        </Suspense>
      )}
    </>
  );
}

/** A spinner means nothing on paper. */
function WalletLoading() {
  return (
    <Box data-print="hide">
      <LoadingIndicator label="Loading wallet items..." minHeight={160} />
    </Box>
  );
}

function ExpensesLoading() {
  return (
    <Box data-print="hide">
      <LoadingIndicator label="Loading expenses..." minHeight={160} />
    </Box>
  );
}

interface TripLowerSectionsProps {
  trip: ResultOf<typeof TripView_trip>;
  save: () => void;
  saving: boolean;
  saved: boolean;
  onModify: (start: WizardStart) => void;
  onUndoModify?: () => void;
  undoing: boolean;
  /** the asker is one of the travellers of a saved trip: expenses are shared between them */
  showExpenses: boolean;
}

/**
 * The sections below the itinerary (stays, guide, wallet, expenses, what next), built when the visitor
 * comes near them (or scrolls, types or taps), in a render of their own (deferred), or at once
 * for a printout: a phone opening the page builds only what it shows. Mounted with the
 * itinerary, so its placeholder starts below it.
 */
function TripLowerSections({ trip, save, saving, saved, onModify, onUndoModify, undoing, showExpenses }: TripLowerSectionsProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useDeferredValue(useNearViewport(placeholder));
  const shown = usePrinting() || near;
  return (
    <Box ref={placeholder} sx={{ mt: { xs: 5, md: 7 }, display: 'grid', gap: { xs: 5, md: 7 }, '@media print': printColumn }}>
      {shown && (
        <>
          <TripAccommodations trip={trip} />
          <DestinationGuide trip={trip} />
          {trip.uuid && (
            <Suspense fallback={<WalletLoading />}>
              <WalletPanel tripUuid={trip.uuid} />
            </Suspense>
          )}
          {showExpenses && trip.userId != null && (
            <Suspense fallback={<ExpensesLoading />}>
              <ExpensesPanel tripUuid={trip.uuid} ownerId={trip.userId} days={trip.itinerary.length} />
            </Suspense>
          )}
          <TripBottomActions trip={trip} onSave={save} saving={saving} saved={saved} onModify={onModify} onUndoModify={onUndoModify} undoing={undoing} />
        </>
      )}
    </Box>
  );
}
