import { useCallback } from 'react';
import { useToast } from '../../components/toast';

/**
 * 'Save Trip': saving needs an account (accounts-admin spec). Accounts and the save mutation
 * arrive with the accounts work; until then every visitor is anonymous and is told to sign in.
 */
export function useSaveTrip() {
  const { toast } = useToast();
  return useCallback(() => {
    toast({ title: 'You should login first to save the trip' });
  }, [toast]);
}
