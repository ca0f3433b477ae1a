import { useEffect, useState } from 'react';
import { useOptionalApolloClient } from '../../app/useOptionalApolloClient';
import { readInjectedSettings, type InjectedSettings } from './injected-settings';

export const DEFAULT_SITE_NAME = 'Odyssey';

export interface SiteSettings {
  /** the product name shown in the shell; "Odyssey" until the server says otherwise */
  siteName: string;
  supportEmail: string | null;
  maintenanceMode: boolean;
}

/**
 * The public settings every part of the shell reads (one request, shared through the cache).
 * The shell renders before Apollo Client has loaded, so until the query answers it uses the
 * settings the server wrote into index.html (or the defaults); the query stays the source after.
 */
export function useSiteSettings(): SiteSettings {
  const client = useOptionalApolloClient();
  const [settings, setSettings] = useState<InjectedSettings | null>(readInjectedSettings);
  useEffect(() => {
    if (!client) return;
    let subscription: { unsubscribe(): void } | undefined;
    let current = true;
    // The document comes with the client, not the shell (the typed-document map is not small).
    void import('./site-settings-query').then(({ SiteSettingsQuery }) => {
      if (!current) return;
      subscription = client.watchQuery({ query: SiteSettingsQuery }).subscribe(({ data }) => {
        const next = data?.publicSettings;
        // The same values as the page came with change nothing: no re-render of the layout.
        if (next) setSettings((current) => (current && sameSettings(current, next) ? current : next));
      });
    });
    return () => {
      current = false;
      subscription?.unsubscribe();
    };
  }, [client]);
  return {
    siteName: settings?.siteName?.trim() || DEFAULT_SITE_NAME,
    supportEmail: settings?.supportEmail || null,
    maintenanceMode: settings?.maintenanceMode ?? false,
  };
}

const sameSettings = (a: InjectedSettings, b: InjectedSettings) =>
  a.siteName === b.siteName && (a.supportEmail ?? null) === (b.supportEmail ?? null) && (a.maintenanceMode ?? false) === (b.maintenanceMode ?? false);
