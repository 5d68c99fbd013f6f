import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * A signed-in customer chooses a language and reloads at once (issue 39: the page went back to the account's
 * older language). Each "page load" is a fresh set of modules over the same localStorage, as in the browser.
 */

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

interface Put {
  language: string;
  answer: (status: number) => void;
}

let storage: MemoryStorage;
let puts: Put[];

async function loadPage() {
  vi.resetModules();
  const language = await import('./language');
  await language.showLanguage(language.startingLanguage(null));
  const choosing = await import('./choose-language');
  return { ...language, ...choosing };
}

beforeEach(() => {
  storage = new MemoryStorage();
  puts = [];
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', { location: { pathname: '/', search: '', hash: '' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          const { language } = JSON.parse(String(init.body)) as { language: string };
          puts.push({ language, answer: (status) => resolve(new Response(null, { status })) });
        }),
    ),
  );
  storage.setItem(
    'paywise.session',
    JSON.stringify({
      token: 't',
      user: { id: 7, username: 'asha', email: 'asha@example.in', role: 'USER', language: 'en' },
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a language chosen while signed in', () => {
  it('holds over a reload that cancels its save, and is saved again', async () => {
    const first = await loadPage();
    first.followAccountLanguage();
    void first.chooseLanguage('hi');
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(first.currentLanguage()).toBe('hi');

    // The reload: the save never arrived, so the account (and the session kept on the device) still say English.
    const second = await loadPage();
    second.followAccountLanguage();
    await vi.waitFor(() => expect(puts.map((put) => put.language)).toEqual(['hi', 'hi']));
    expect(second.currentLanguage()).toBe('hi');
    expect(storage.getItem('paywise.language')).toBe('hi');

    // Saved: the device no longer holds an unsaved choice, and the next load starts from the account's Hindi.
    puts[1]!.answer(204);
    await vi.waitFor(() => expect(storage.getItem('paywise.languageUnsaved')).toBeNull());
    const third = await loadPage();
    third.followAccountLanguage();
    expect(third.currentLanguage()).toBe('hi');
    expect(puts).toHaveLength(2);
  });

  it('is not carried to another account signed in on the same device', async () => {
    const first = await loadPage();
    first.followAccountLanguage();
    void first.chooseLanguage('ta');
    await vi.waitFor(() => expect(puts).toHaveLength(1));

    storage.setItem(
      'paywise.session',
      JSON.stringify({
        token: 'u',
        user: { id: 8, username: 'ravi', email: 'ravi@example.in', role: 'USER', language: 'en' },
      }),
    );
    const second = await loadPage();
    second.followAccountLanguage();
    await vi.waitFor(() => expect(second.currentLanguage()).toBe('en'));
    expect(puts).toHaveLength(1);
  });
});
