/**
 * The admin settings form's values, choices and checks (docs/product/accounts-admin.md: "Admin Settings",
 * section 3 "Settings form" and section 9). The server checks the same rules again.
 */
export const OPENAI_MODELS = ['gpt-3.5-turbo', 'gpt-4', 'gpt-4-turbo'] as const;
export const OPENAI_TEMPERATURES = [0.3, 0.5, 0.7, 0.9, 1.0] as const;
export const TRIP_CACHE_DAYS = [1, 3, 7, 14, 30] as const;
export const SITE_NAME_MAX = 100;

export interface GeneralSettings {
  siteName: string;
  supportEmail: string;
  maintenanceMode: boolean;
  analyticsEnabled: boolean;
}

export interface ApiSettings {
  openaiModel: string;
  openaiTemperature: number;
  googlePlacesEnabled: boolean;
  tripCacheDuration: number;
}

export type GeneralErrors = Partial<Record<'siteName' | 'supportEmail', string>>;

/** A simple address: non-space characters, an @, a dot-separated domain (docs/product/accounts-admin.md, section 5). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateGeneral(values: GeneralSettings): GeneralErrors {
  const errors: GeneralErrors = {};
  const siteName = values.siteName.trim();
  if (!siteName) errors.siteName = 'Site name is required';
  else if (siteName.length > SITE_NAME_MAX) errors.siteName = `Site name must be at most ${SITE_NAME_MAX} characters`;
  const email = values.supportEmail.trim();
  if (!email) errors.supportEmail = 'Support email is required';
  else if (email.length > 254 || !EMAIL.test(email)) errors.supportEmail = 'Please enter a valid email address';
  return errors;
}

/** What Save Changes sends: the General tab's fields, trimmed. */
export function generalInput(values: GeneralSettings): GeneralSettings {
  return { ...values, siteName: values.siteName.trim(), supportEmail: values.supportEmail.trim() };
}

/** What Save API Settings sends: the API & Integrations tab's fields. */
export function apiInput(values: ApiSettings): ApiSettings {
  return { openaiModel: values.openaiModel, openaiTemperature: values.openaiTemperature, googlePlacesEnabled: values.googlePlacesEnabled, tripCacheDuration: values.tripCacheDuration };
}

/** '0.7 (default)' for the default temperature, the number otherwise. */
export function temperatureLabel(value: number): string {
  const text = value.toFixed(1);
  return value === 0.7 ? `${text} (default)` : text;
}

export function cacheDaysLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
