import { useSyncExternalStore } from 'react';
import { activateLanguage, i18n } from './i18n';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, languageFromBrowser, type Language } from './languages';

/**
 * The chosen language: remembered on the device (localStorage) and, when signed in, on the account
 * (PUT /api/users/me/preferences { language }); `<html lang>` and the script's font follow it.
 */
export const LANGUAGE_STORAGE_KEY = 'paywise.language';
/** Set once the visitor has answered (or closed) the first visit's suggestion of the browser's language. */
export const SUGGESTION_STORAGE_KEY = 'paywise.languageSuggestion';

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts until the page closes.
  }
}

export function removeStorage(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/** The language remembered on this device, or null when none was ever chosen. */
export function storedLanguage(): Language | null {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/** The language on screen. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

function subscribe(listener: () => void) {
  return i18n.on('change', listener);
}

/** The language on screen; re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

// A script's font (Noto, subset to that script, font-display: swap) is downloaded only when its language shows.
const FONTS: Partial<Record<Language, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  ta: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-700.css'),
    ]),
};

/** `<html lang>` and the script's font for the language on screen. */
export function applyDocumentLanguage(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LANGUAGE_TAGS[language];
  void FONTS[language]?.().catch(() => undefined);
}

/** Shows the app in `language` (downloading its catalogues first), without remembering it. */
export async function showLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  applyDocumentLanguage(language);
}

/**
 * The browser's language to suggest on a first visit: one the app speaks, other than the one on screen, when
 * nothing was chosen on this device and the suggestion was never answered. Null otherwise.
 */
export function languageToSuggest(): Language | null {
  if (typeof navigator === 'undefined') return null;
  if (storedLanguage() || readStorage(SUGGESTION_STORAGE_KEY)) return null;
  const preferred = languageFromBrowser(navigator.languages ?? [navigator.language]);
  return preferred && preferred !== currentLanguage() ? preferred : null;
}

/** The language a page starts in: the one in its path (/hi/..., /ta/...), else the device's, else English. */
export function startingLanguage(pathLanguage: Language | null): Language {
  return pathLanguage ?? storedLanguage() ?? DEFAULT_LANGUAGE;
}
