import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useOptionalApolloClient } from '../../app/useOptionalApolloClient';
import { clearStoredSession, storeSession, type SessionUser } from '../../app/session';
import { hasStoredSession, restoreSession } from './restore-session';
import { SessionContext, type SessionState } from './session-context';

/** Holds who is signed in for the whole app, starting with the stored session's check. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useOptionalApolloClient();
  const [session, setSession] = useState<SessionState>(() => (hasStoredSession() ? { status: 'loading', user: null } : { status: 'signed-out', user: null }));

  useEffect(() => {
    if (!hasStoredSession()) {
      clearStoredSession();
      return;
    }
    let current = true;
    restoreSession().then((user) => {
      if (current) setSession(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });
    });
    return () => {
      current = false;
    };
  }, []);

  // Cached answers such as a trip's edit permissions depend on who asks: refetch them.
  // (Before the client has loaded there is nothing cached to refetch.)
  const refetchForNewUser = useCallback(() => {
    client?.resetStore().catch(() => undefined);
  }, [client]);

  const signIn = useCallback(
    (token: string, user: SessionUser) => {
      storeSession(token, user);
      setSession({ status: 'signed-in', user });
      refetchForNewUser();
    },
    [refetchForNewUser],
  );

  const signOut = useCallback(
    ({ leaving = false }: { leaving?: boolean } = {}) => {
      clearStoredSession();
      setSession({ status: 'signed-out', user: null, leaving });
      refetchForNewUser();
    },
    [refetchForNewUser],
  );

  const settleSignOut = useCallback(() => {
    setSession((current) => (current.status === 'signed-out' && current.leaving ? { status: 'signed-out', user: null } : current));
  }, []);

  const value = useMemo(() => ({ session, signIn, signOut, settleSignOut }), [session, signIn, signOut, settleSignOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
