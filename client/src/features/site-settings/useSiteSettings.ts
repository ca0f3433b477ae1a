import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const DEFAULT_SITE_NAME = 'Odyssey';

const SiteSettingsQuery = graphql(`
  query SiteSettings {
    publicSettings {
      siteName
      supportEmail
      maintenanceMode
    }
  }
`);

export interface SiteSettings {
  /** the product name shown in the shell; "Odyssey" until the server says otherwise */
  siteName: string;
  supportEmail: string | null;
  maintenanceMode: boolean;
}

/** The public settings every part of the shell reads (one request, shared through the cache). */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery(SiteSettingsQuery);
  const settings = data?.publicSettings;
  return {
    siteName: settings?.siteName.trim() || DEFAULT_SITE_NAME,
    supportEmail: settings?.supportEmail || null,
    maintenanceMode: settings?.maintenanceMode ?? false,
  };
}
