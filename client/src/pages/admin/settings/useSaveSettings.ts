import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toApiErrorFromApollo } from '../../../app/graphql-errors';
import { useToast } from '../../../components/toast';
import { serverMessage } from '../../../features/account/account-api';
import { SiteSettingsQuery } from '../../../features/site-settings/site-settings-query';
import type { SiteSettingsInput } from '../../../gql/graphql';
import { AdminSettingsQuery, AdminUpdateSettingsMutation } from './settings-queries';

export const SAVE_FAILED = 'Failed to save settings. Please try again.';

/**
 * Saves part of the settings, puts the answer in the cache (the form) and reloads the public
 * settings the shell reads (site name, support email, maintenance banner), then says how it went.
 */
export function useSaveSettings() {
  const [mutate] = useMutation(AdminUpdateSettingsMutation);
  const [saving, setSaving] = useState<'general' | 'api' | null>(null);
  const { toast } = useToast();

  const save = async (which: 'general' | 'api', input: SiteSettingsInput): Promise<boolean> => {
    setSaving(which);
    try {
      await mutate({
        variables: { input },
        update(cache, { data }) {
          if (data) cache.writeQuery({ query: AdminSettingsQuery, data: { __typename: 'Query', adminSettings: data.adminUpdateSettings } });
        },
        refetchQueries: [SiteSettingsQuery],
        awaitRefetchQueries: true,
      });
      toast({ title: 'Settings saved', description: which === 'general' ? 'General settings have been updated.' : 'API settings have been updated.' });
      return true;
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(toApiErrorFromApollo(error)) ?? SAVE_FAILED, variant: 'destructive' });
      return false;
    } finally {
      setSaving(null);
    }
  };

  return { save, saving };
}
