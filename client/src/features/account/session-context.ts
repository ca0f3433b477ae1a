import { createContext } from 'react';
import type { SessionUser } from '../../app/session';

export type SessionState =
  /** startup: a stored session is being checked with the server */
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

export interface SessionContextValue {
  session: SessionState;
  signIn(token: string, user: SessionUser): void;
  signOut(): void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
