import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import dayjs from 'dayjs';
import { useToast } from '../../components/toast';
import type { GenerateTripInput } from '../../gql/graphql';
import { BudgetField } from './BudgetField';
import type { DateRange } from './date-range';
import { DateRangeField } from './DateRangeField';
import { DestinationField } from './DestinationField';
import { InterestsField } from './InterestsField';
import { PartyField } from './PartyField';
import { useTripOptions } from '../trip-options';
import { FORM_PREFERENCES, type TripPreferences } from './trip-options';
import { clearTripToModify, readTripToModify, TRIP_TO_MODIFY_CLEANUP_MS, type TripToModify } from './trip-to-modify';

/** A destination to put in the form from outside it (a refusal's alternative); each new object fills once. */
export interface DestinationFill {
  destination: string;
  country: string;
}

interface TripFormProps {
  pending: boolean;
  onGenerate: (input: GenerateTripInput) => void;
  fill?: DestinationFill | null;
}

interface FormState {
  destination: string;
  country: string;
  range: DateRange;
  preferences: TripPreferences;
}

function initialState(stored: TripToModify | null): FormState {
  if (!stored) return { destination: '', country: '', range: {}, preferences: FORM_PREFERENCES };
  return {
    destination: stored.destination,
    country: stored.country,
    range: stored.startDate ? { from: stored.startDate, to: stored.endDate ?? undefined } : {},
    preferences: { ...FORM_PREFERENCES, ...stored.preferences },
  };
}

/** With both dates the trip's length is theirs; otherwise the duration text stands. */
function durationOf(range: DateRange, fallback: string): string {
  if (!range.from || !range.to) return fallback;
  const days = dayjs(range.to).diff(dayjs(range.from), 'day') + 1;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The planner form: where, when, who, budget and interests, then 'Generate Trip Plan'. */
export function TripForm({ pending, onGenerate, fill }: TripFormProps) {
  const { toast } = useToast();
  const [stored] = useState(readTripToModify);
  const [form, setForm] = useState(() => initialState(stored));
  // the server's lists: in the page from the first paint, then from the tripOptions query
  const { options } = useTripOptions();
  const datesButton = useRef<HTMLButtonElement>(null);
  const update = (patch: Partial<FormState>) => setForm((current) => ({ ...current, ...patch }));
  const setPreferences = (patch: Partial<TripPreferences>) => setForm((current) => ({ ...current, preferences: { ...current.preferences, ...patch } }));

  // A trip handed over by 'Modify Trip' fills the form once, then is forgotten.
  useEffect(() => {
    if (!stored) return;
    if (stored.scrollToTop) {
      window.scrollTo({ top: 0 });
      toast({ title: 'Trip preferences loaded', description: 'You can now modify your trip preferences and generate a new itinerary' });
    }
    const timer = window.setTimeout(clearTripToModify, TRIP_TO_MODIFY_CLEANUP_MS);
    return () => window.clearTimeout(timer);
  }, [stored, toast]);

  // As when a suggestion is chosen: the destination and its country, then on to the dates.
  useEffect(() => {
    if (!fill) return;
    setForm((current) => ({ ...current, destination: fill.destination, country: fill.country }));
    datesButton.current?.focus();
  }, [fill]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const destination = form.destination.trim();
    if (!destination) {
      toast({ title: 'Destination required', description: 'Please enter a destination for your trip', variant: 'destructive' });
      return;
    }
    onGenerate({
      destination,
      country: form.country,
      startDate: form.range.from ?? null,
      endDate: form.range.to ?? null,
      preferences: { ...form.preferences, duration: durationOf(form.range, form.preferences.duration) },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Plan a trip">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '5fr 4fr 3fr' } }}>
        <DestinationField
          value={form.destination}
          onChange={(destination) => update({ destination, country: '' })}
          onChoose={(suggestion) => {
            update({ destination: suggestion.destination, country: suggestion.country });
            datesButton.current?.focus();
          }}
        />
        <DateRangeField value={form.range} onChange={(range) => update({ range })} buttonRef={datesButton} />
        <BudgetField levels={options?.budgetLevels ?? []} value={form.preferences.budgetLevel} onChange={(budgetLevel) => setPreferences({ budgetLevel })} />
      </Box>
      <Box sx={{ mt: 2.5, maxWidth: { md: 520 } }}>
        <PartyField parties={options?.parties ?? []} value={form.preferences.travelers} onChange={(travelers) => setPreferences({ travelers })} />
      </Box>
      <Box sx={{ mt: 2.5 }}>
        <InterestsField interests={options?.interests ?? []} value={form.preferences.activities} onChange={(activities) => setPreferences({ activities })} />
      </Box>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={form.destination === '' || pending}
          startIcon={<AutoAwesomeIcon />}
          sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 240 } }}
        >
          Generate Trip Plan
        </Button>
      </Box>
    </Box>
  );
}
