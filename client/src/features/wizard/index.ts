/**
 * The wizard module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export { TRAVELER_CHOICES, mergeSuggestion, wizardStateOf } from './wizard-state';
export type { WizardStart } from './wizard-state';
export { saveWizardResult } from './wizard-storage';
export type { WizardRequest } from './wizard-storage';
