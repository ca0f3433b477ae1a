/** The saved-trip card's wordings (docs/product/accounts-admin.md: Saved trips page). */
import dayjs from 'dayjs';
import { dateRangeText, travelersText } from '../trip-page';

interface CardTrip {
  destination: string;
  customHeader?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  createdAt?: string | null;
  preferences?: { duration?: string | null; travelers?: string | null } | null;
}

export const savedTripTitle = (trip: CardTrip) => trip.customHeader?.trim() || `Trip to ${trip.destination}`;

/** The dates, else the duration in the preferences, else 'Flexible'. */
export const savedTripDuration = (trip: CardTrip) => dateRangeText(trip.startDate, trip.endDate) ?? (trip.preferences?.duration?.trim() || 'Flexible');

export const savedTripTravelers = (trip: CardTrip) => (trip.preferences?.travelers?.trim() ? travelersText(trip.preferences.travelers) : 'Not specified');

/** 'MMM d, yyyy', else 'N/A'. */
export const savedTripCreated = (trip: CardTrip) => (trip.createdAt && dayjs(trip.createdAt).isValid() ? dayjs(trip.createdAt).format('MMM D, YYYY') : 'N/A');
