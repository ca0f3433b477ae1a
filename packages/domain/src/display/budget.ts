/**
 * Budget levels 1 to 5 and their names, the one definition for every screen: the planner
 * form's 'Budget?' select, the wizard's slider, the trip page's hero and the server's first
 * paint of a trip. The product was first described with two sets of names: the form's
 * options (docs/product/traveller.md, section 2: Budget-friendly, Economy, Mid-range,
 * Upscale, Luxury) and a list of 'budget labels' (docs/product/accounts-admin.md, section 3:
 * Budget, Moderate, Comfortable, ...). A traveller who picked 'Mid-range' in the form must
 * find 'Mid-range' on the trip, so the form's names, which the traveller chooses from, are
 * used everywhere.
 */
export const BUDGET_LEVELS = [
  { level: 1, label: 'Budget-friendly' },
  { level: 2, label: 'Economy' },
  { level: 3, label: 'Mid-range' },
  { level: 4, label: 'Upscale' },
  { level: 5, label: 'Luxury' },
] as const;

export type BudgetLevel = (typeof BUDGET_LEVELS)[number]['level'];

const DEFAULT_LEVEL = 3;

/** A level's name; a stored level out of range reads as the nearest one, and no number as the default, Mid-range. */
export function budgetLabel(level: number): string {
  const nearest = Number.isFinite(level) ? Math.min(BUDGET_LEVELS.length, Math.max(1, Math.round(level))) : DEFAULT_LEVEL;
  return BUDGET_LEVELS[nearest - 1].label;
}
