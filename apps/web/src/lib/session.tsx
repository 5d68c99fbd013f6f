import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { api, endServerSession, isSessionRefused } from './api-client';
import { SESSION_STORAGE_KEY, sessionStore, type SessionUser } from './session-store';

export type { SessionUser } from './session-store';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface SessionContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  signIn(token: string, user: SessionUser): void;
  /**
   * Forgets the session here and ends it on the server (its token opens nothing afterwards); `alreadyEnded`
   * when the server ended it already (the account was erased).
   */
  signOut(options?: { alreadyEnded?: boolean }): void;
  /** Replaces the stored user (after a profile update or email verification). */
  setUser(user: SessionUser): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function userFrom(body: unknown): SessionUser | null {
  if (!body || typeof body !== 'object') return null;
  const candidate = 'user' in body ? (body as { user: unknown }).user : body;
  return candidate && typeof candidate === 'object' && typeof (candidate as SessionUser).id === 'number'
    ? (candidate as SessionUser)
    : null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
  const [isRefreshing, setIsRefreshing] = useState(() => sessionStore.get() !== null);

  // A stored session is confirmed with the server once per load: a revoked token ends it (the API client
  // clears it on 401), fresh user data replaces the stored copy, and a network failure keeps it as it is.
  useEffect(() => {
    const stored = sessionStore.get();
    if (!stored) {
      setIsRefreshing(false);
      return;
    }
    let isCurrent = true;
    api
      .get<unknown>('/users/me')
      .then((body) => {
        const user = userFrom(body);
        if (user && sessionStore.get()?.token === stored.token)
          sessionStore.set({ token: stored.token, user });
      })
      .catch((error: unknown) => {
        if (isSessionRefused(error)) sessionStore.set(null);
      })
      .finally(() => {
        if (isCurrent) setIsRefreshing(false);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      status: session ? (isRefreshing ? 'loading' : 'signedIn') : 'signedOut',
      user: session?.user ?? null,
      token: session?.token ?? null,
      signIn: (token, user) => sessionStore.set({ token, user }),
      signOut: (options) => {
        const current = sessionStore.get();
        sessionStore.set(null);
        if (current && !options?.alreadyEnded) endServerSession(current.token);
      },
      setUser: (user) => {
        const current = sessionStore.get();
        if (current) sessionStore.set({ token: current.token, user });
      },
    }),
    [session, isRefreshing],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession() needs <SessionProvider>');
  return value;
}
