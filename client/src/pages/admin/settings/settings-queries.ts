import { graphql } from '../../../gql';

export const AdminSettingsQuery = graphql(`
  query AdminSettingsPage {
    adminSettings {
      siteName
      supportEmail
      maintenanceMode
      analyticsEnabled
      openaiModel
      openaiTemperature
      googlePlacesEnabled
      tripCacheDuration
    }
  }
`);

export const AdminUpdateSettingsMutation = graphql(`
  mutation AdminUpdateSettings($input: SiteSettingsInput!) {
    adminUpdateSettings(input: $input) {
      siteName
      supportEmail
      maintenanceMode
      analyticsEnabled
      openaiModel
      openaiTemperature
      googlePlacesEnabled
      tripCacheDuration
    }
  }
`);
