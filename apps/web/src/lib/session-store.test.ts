import { describe, expect, it } from 'vitest';
import { readStoredSession, SESSION_STORAGE_KEY } from './session-store';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const USER = { id: 1, username: 'Asha', email: 'asha@example.com', role: 'CUSTOMER', isEmailVerified: false };

describe('readStoredSession', () => {
  it('returns a well-formed stored session', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ token: 't0k', user: USER }) });
    expect(readStoredSession(storage)).toEqual({ token: 't0k', user: USER });
  });

  it('is empty when nothing is stored', () => {
    expect(readStoredSession(memoryStorage())).toBeNull();
  });

  it.each([
    ['broken JSON', '{"token":'],
    ['no token', JSON.stringify({ user: USER })],
    ['an empty token', JSON.stringify({ token: '', user: USER })],
    ['a user without id', JSON.stringify({ token: 't', user: { ...USER, id: 'one' } })],
    ['a bare string', JSON.stringify('t0k')],
    ['null', 'null'],
  ])('clears corrupt data: %s', (_name, raw) => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: raw });
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
