/** Small wordings shared by the trip page's parts. */
import dayjs from 'dayjs';

export function dateRangeText(start: string | null | undefined, end: string | null | undefined): string | null {
  if (!start) return null;
  const from = dayjs(start);
  if (!from.isValid()) return null;
  const to = end ? dayjs(end) : undefined;
  if (!to?.isValid()) return from.format('MMM D, YYYY');
  const fromFormat = from.year() === to.year() ? 'MMM D' : 'MMM D, YYYY';
  return `${from.format(fromFormat)} – ${to.format('MMM D, YYYY')}`;
}

/** '1' -> '1 traveler', '3-4' -> '3-4 travelers'; free text such as '2 adults' stays as written. */
export function travelersText(travelers: string): string {
  if (!/^\d+(\s*[-+]\s*\d*)?$/.test(travelers.trim())) return travelers;
  return `${travelers.trim()} ${travelers.trim() === '1' ? 'traveler' : 'travelers'}`;
}

/** 45 -> '45 min', 60 -> '1 h', 90 -> '1 h 30 min'. */
export function durationText(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Whole currency units, US-style (traveller spec, section 5), e.g. "€180" or "₩95,000". */
export function pricePerNightText(amount: number, currency: string): string {
  const whole = Math.round(amount);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency || 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(whole);
  } catch {
    return `$${whole.toLocaleString('en-US')}`;
  }
}
