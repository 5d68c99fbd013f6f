import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { PSEUDO_LOCALE } from './pseudo';

/**
 * The one Lingui instance of the web app (docs/decisions/0026). English needs no catalogue: each message's
 * English text is in the code beside its id (`i18n._({ id, message })`, `<Trans id message />`) and is what
 * shows when the active catalogue has no text for the id; a build step compiles every English text
 * (vite.config.ts, linguiEnglishInline), so the browser needs no message compiler. Another
 * language's catalogues (every `locales/<code>.po` under src/) are downloaded when it is chosen, never before.
 */
export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });

// One chunk per language with all its catalogues (messages/<code>.ts); none is in the first page.
const CATALOGUES: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  hi: () => import('./messages/hi'),
  ta: () => import('./messages/ta'),
};

const loaded = new Map<Language, Promise<void>>();

/** Downloads a language's catalogues (once) and makes them known to `i18n`; English has none to download. */
export function loadCatalogues(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  let loading = loaded.get(language);
  if (!loading) {
    loading = CATALOGUES[language]().then(({ messages }) => i18n.load(language, messages));
    // A failed download (offline) may be tried again.
    loading.catch(() => loaded.delete(language));
    loaded.set(language, loading);
  }
  return loading;
}

/** Downloads the language's catalogues if needed, then switches every message to it. */
export async function activateLanguage(language: Language): Promise<void> {
  // The test build's pseudo-locale (pseudo.ts) stands in for English; a customer's build has none of this code.
  if (import.meta.env.PAYWISE_PSEUDO && language === 'en') {
    if (i18n.locale === PSEUDO_LOCALE) return;
    const { messages } = await import('./messages/pseudo');
    i18n.load(PSEUDO_LOCALE, messages);
    i18n.activate(PSEUDO_LOCALE);
    return;
  }
  await loadCatalogues(language);
  if (i18n.locale !== language) i18n.activate(language);
}
