/** The budget labels have one definition, shared with the server's first paint of a trip page. */
export { BUDGET_LABELS, budgetLabel } from '../../../../server/src/common/trip-display/budget';
