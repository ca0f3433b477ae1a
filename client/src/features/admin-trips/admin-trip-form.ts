import type { AdminTripInput } from '../../gql/graphql';

export interface EditableTrip {
  destination: string;
  country: string;
  startDate?: string | null;
  endDate?: string | null;
  customHeader?: string | null;
  featuredImage?: string | null;
  isPopularDestination: boolean;
  preferences?: { budgetLevel: number; travelers: string; duration: string } | null;
}

export interface AdminTripFormValues {
  destination: string;
  country: string;
  startDate: string;
  endDate: string;
  customHeader: string;
  featuredImage: string;
  isPopularDestination: boolean;
  budgetLevel: string;
  travelers: string;
  duration: string;
}

export const BUDGET_LEVEL_MESSAGE = 'Budget level must be a whole number from 1 to 5';
export const DESTINATION_REQUIRED = 'Destination is required';

export function tripFormValuesOf(trip: EditableTrip): AdminTripFormValues {
  return {
    destination: trip.destination,
    country: trip.country,
    startDate: trip.startDate ?? '',
    endDate: trip.endDate ?? '',
    customHeader: trip.customHeader ?? '',
    featuredImage: trip.featuredImage ?? '',
    isPopularDestination: trip.isPopularDestination,
    budgetLevel: trip.preferences ? String(trip.preferences.budgetLevel) : '',
    travelers: trip.preferences?.travelers ?? '',
    duration: trip.preferences?.duration ?? '',
  };
}

/** The fields the form refuses before sending, by name. */
export function tripFormErrors(values: AdminTripFormValues, hasPreferences: boolean): Partial<Record<keyof AdminTripFormValues, string>> {
  const errors: Partial<Record<keyof AdminTripFormValues, string>> = {};
  if (values.destination.trim() === '') errors.destination = DESTINATION_REQUIRED;
  if (hasPreferences && !/^[1-5]$/.test(values.budgetLevel.trim())) errors.budgetLevel = BUDGET_LEVEL_MESSAGE;
  if (values.startDate && values.endDate && values.endDate < values.startDate) errors.endDate = 'End date must be on or after the start date';
  return errors;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** Every field of the dialog; empty optional texts clear the value. */
export function toAdminTripInput(values: AdminTripFormValues, hasPreferences: boolean): AdminTripInput {
  return {
    destination: values.destination.trim(),
    country: values.country.trim(),
    startDate: orNull(values.startDate),
    endDate: orNull(values.endDate),
    customHeader: orNull(values.customHeader),
    featuredImage: orNull(values.featuredImage),
    isPopularDestination: values.isPopularDestination,
    ...(hasPreferences
      ? { preferences: { budgetLevel: Number(values.budgetLevel.trim()), travelers: values.travelers.trim(), duration: values.duration.trim() } }
      : {}),
  };
}
