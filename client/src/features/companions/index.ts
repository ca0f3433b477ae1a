/**
 * The companions module's public surface (issue 22): the trip page's Companions dialog, the
 * invitation's documents and words for the invite page, and My Trips' chips. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export { useCompanionsDialog } from './useCompanionsDialog';
export { AcceptCompanionInvitationMutation, CompanionInvitationQuery } from './companion-documents';
export { companionErrorCode, companionErrorMessage } from './companion-errors';
export { dayText, partText, roleLabel, sharedByText, withNamesText } from './companion-text';
export { forgetTripAccess } from './forget-trip-access';
