/**
 * The languages the web app speaks (docs/decisions/0026). English is the default and the source: its
 * text is written in the code; every other language is a catalogue (locales/<code>.po beside the code that uses
 * it) downloaded only when that language is chosen. Adding a language: docs/architecture.md, "Languages".
 */
export const LANGUAGES = ['en', 'hi', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own name and script, as the switcher lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
};

/** `<html lang>` and the Intl locale of each language (India's conventions: ₹1,00,000 grouping). */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = {
  en: 'en-IN',
  hi: 'hi-IN',
  ta: 'ta-IN',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages the app speaks ('hi-IN' is hi), or null. */
export function languageFromBrowser(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** A public page's path in a language: '/hi/recharge/mobile' (English has no prefix). */
export function localizedPath(language: Language, path: string): string {
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path === '/' ? '' : path}`;
}

/** The language a path is prefixed with ('/ta/faq' is ta), else null. */
export function languageOfPath(pathname: string): Language | null {
  const match = /^\/([a-z]{2})(?:\/|$)/.exec(pathname);
  const code = match?.[1];
  return code && code !== DEFAULT_LANGUAGE && isLanguage(code) ? code : null;
}
