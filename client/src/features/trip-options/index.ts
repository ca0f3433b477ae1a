/**
 * The trip-options module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export type { BudgetLevelOption, PartyOption } from './injected-trip-options';
export { useTripOptions } from './useTripOptions';
