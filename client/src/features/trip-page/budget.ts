/** The budget labels have one definition, shared with the planner form's options and the server's first paint of a trip page. */
export { budgetLabel } from '@odyssey/domain';
