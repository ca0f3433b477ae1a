/**
 * The choices a traveller is offered (docs/product/traveller.md, sections 2 and 3). Their one
 * definition is in the shared package (@odyssey/domain, options/trip-options.ts), which the
 * client's tests read too; this file keeps the trips module's imports of them in one place.
 */
export {
  BUDGET_LEVELS,
  INTERESTS,
  PARTY_OPTIONS,
  WIZARD_ACCOMMODATIONS,
  WIZARD_ACTIVITIES,
  WIZARD_TRAVEL_STYLES,
  budgetLabel,
  tripOptionLists,
  type BudgetLevel,
  type TripOptionLists,
} from '@odyssey/domain';
