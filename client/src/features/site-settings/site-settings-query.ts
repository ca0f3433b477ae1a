import { graphql } from '../../gql';

/** The public settings the shell shows; loaded with Apollo Client, after the first paint. */
export const SiteSettingsQuery = graphql(`
  query SiteSettings {
    publicSettings {
      siteName
      supportEmail
      maintenanceMode
    }
  }
`);
