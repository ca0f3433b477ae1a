/** Budget levels 1 to 5 as the trip page names them (accounts-admin spec, section 3); shared with the server's first paint of a trip. */
export const BUDGET_LABELS = ['Budget', 'Moderate', 'Comfortable', 'Luxury', 'Ultra-Luxury'] as const;

export function budgetLabel(level: number): string {
  const index = Math.min(BUDGET_LABELS.length, Math.max(1, Math.round(level))) - 1;
  return BUDGET_LABELS[Number.isFinite(index) ? index : 2];
}
