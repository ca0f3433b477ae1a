/**
 * The settings module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export { SiteSettingsInput } from './settings.inputs.js';
export type { SettingsService } from './settings.service.js';
