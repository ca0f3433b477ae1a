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

export const CurrencyRatesQuery = graphql(`
  query AdminCurrencyRates {
    currencyRates {
      currency
      perEuro
      source
      asOf
    }
  }
`);

export const AdminSetCurrencyRateMutation = graphql(`
  mutation AdminSetCurrencyRate($input: CurrencyRateInput!) {
    adminSetCurrencyRate(input: $input) {
      currency
      perEuro
      source
      asOf
    }
  }
`);
