/** Small wordings shared by the trip page's parts. The hero's (dates, travellers) are shared with the server's first paint. */
import { budgetLabel } from '@odyssey/domain';

export { dateRangeText, travelersText } from '@odyssey/domain';

/**
 * A stay's budget level beside the trip's (docs/quality.md check 17): 'Mid-range · your budget',
 * 'Upscale · a step up', 'Economy · a step down'; empty when the stay has no level (older trips).
 */
export function stayLevelText(stayLevel: number | null | undefined, tripLevel: number | null | undefined): string {
  if (typeof stayLevel !== 'number' || !Number.isFinite(stayLevel)) return '';
  const label = budgetLabel(stayLevel);
  if (typeof tripLevel !== 'number' || !Number.isFinite(tripLevel)) return label;
  const step = Math.round(stayLevel) - Math.round(tripLevel);
  if (step === 0) return `${label} · your budget`;
  return `${label} · ${step > 0 ? 'a step up' : 'a step down'}`;
}

/** 45 -> '45 min', 60 -> '1 h', 90 -> '1 h 30 min'. */
export function durationText(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** One formatter per currency: creating one costs a phone milliseconds, and a trip shows many prices in few currencies. */
const currencyFormats = new Map<string, Intl.NumberFormat | null>();

function currencyFormat(currency: string): Intl.NumberFormat | null {
  if (!currencyFormats.has(currency)) {
    let format: Intl.NumberFormat | null = null;
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    } catch {
      // not a currency code Intl knows: dollars, as before
    }
    currencyFormats.set(currency, format);
  }
  return currencyFormats.get(currency) ?? null;
}

/** Whole currency units, US-style (docs/product/traveller.md, section 5), e.g. "€180" or "₩95,000". */
export function pricePerNightText(amount: number, currency: string): string {
  const whole = Math.round(amount);
  return currencyFormat(currency || 'USD')?.format(whole) ?? `$${whole.toLocaleString('en-US')}`;
}
