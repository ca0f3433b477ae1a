/**
 * The rates shipped with Odyssey are the European Central Bank's euro foreign exchange reference
 * rates for 28 February 2025 (units of each currency per euro; the ECB publishes them at
 * https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/).
 * The migration TripExpenses writes them into currency_rates. They are a starting point, not
 * today's market: an operator updates them, and the README says how old they are. Currencies the
 * ECB does not quote (the Moroccan dirham, the Vietnamese dong…) have no rate until one is set.
 */
export const DEFAULT_RATES_DATE = '2025-02-28';
export const DEFAULT_RATES_SOURCE = 'ECB euro reference rate';
