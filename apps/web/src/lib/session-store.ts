import type { userSchema } from '@paywise/domain/contracts/auth';
import type { z } from 'zod';
/** The signed-in user as the API returns it (docs/product.md#accounts): the contract's user. */
export type SessionUser = z.infer<typeof userSchema>;

export interface StoredSession {
  token: string;
  user: SessionUser;
}

export const SESSION_STORAGE_KEY = 'paywise.session';

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.username === 'string' &&
    // null: an account made by signing in with a mobile number.
    (typeof user.email === 'string' || user.email === null) &&
    typeof user.role === 'string'
  );
}

/** Reads the stored session; anything unreadable is removed so it cannot break the next load either. */
export function readStoredSession(storage?: Storage): StoredSession | null {
  let store: Storage;
  let raw: string | null;
  try {
    store = storage ?? localStorage;
    raw = store.getItem(SESSION_STORAGE_KEY);
  } catch {
    // storage blocked (some private modes) or absent
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const candidate = parsed as Partial<StoredSession> | null;
    if (
      candidate &&
      typeof candidate.token === 'string' &&
      candidate.token &&
      isSessionUser(candidate.user)
    ) {
      return { token: candidate.token, user: candidate.user };
    }
  } catch {
    // fall through: corrupt JSON is cleared like a wrong shape
  }
  store.removeItem(SESSION_STORAGE_KEY);
  return null;
}

type Listener = () => void;

/**
 * The session outside React, so the API client can attach the token and drop the session on a 401
 * without a component in between. React reads it through useSession() (session.tsx).
 */
function createSessionStore() {
  let current: StoredSession | null | undefined;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    get(): StoredSession | null {
      if (current === undefined) current = readStoredSession();
      return current;
    },
    set(next: StoredSession | null) {
      current = next;
      try {
        if (next) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
        else localStorage.removeItem(SESSION_STORAGE_KEY);
      } catch {
        // storage full or blocked (private mode): the session still lives for this tab
      }
      emit();
    },
    /** Picks up a change made in another tab. */
    reload() {
      current = readStoredSession();
      emit();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const sessionStore = createSessionStore();
