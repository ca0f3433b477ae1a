/** The admin settings and their defaults (accounts-admin spec, section 3, "Settings form"). */
export interface SiteSettingsValues {
  siteName: string;
  supportEmail: string;
  maintenanceMode: boolean;
  analyticsEnabled: boolean;
  openaiModel: string;
  openaiTemperature: number;
  googlePlacesEnabled: boolean;
  /** days a temporary (unsaved) trip is kept */
  tripCacheDuration: number;
}

export const DEFAULT_SETTINGS: SiteSettingsValues = {
  siteName: 'Odyssey',
  supportEmail: 'support@odyssey.example',
  maintenanceMode: false,
  analyticsEnabled: true,
  openaiModel: 'gpt-4',
  openaiTemperature: 0.7,
  googlePlacesEnabled: true,
  tripCacheDuration: 7,
};
