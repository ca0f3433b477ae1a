import { createContext } from 'react';
import type { SessionUser } from '../../app/session';

export type SessionState =
  /** startup: a stored session is being checked with the server */
  | { status: 'loading'; user: null }
  /** leaving: signed out by Logout, on the way to its page; guards wait instead of redirecting */
  | { status: 'signed-out'; user: null; leaving?: boolean }
  | { status: 'signed-in'; user: SessionUser };

export interface SessionContextValue {
  session: SessionState;
  signIn(token: string, user: SessionUser): void;
  /** `leaving`: the caller is navigating away (Logout); settleSignOut() once the new page is on screen */
  signOut(options?: { leaving?: boolean }): void;
  settleSignOut(): void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
