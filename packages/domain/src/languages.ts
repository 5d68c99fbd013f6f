/**
 * The languages PayWise speaks: English, Hindi and Tamil. One list for the web app (its switcher and
 * catalogues) and the server (the customer's saved language: mails, SMS, receipts). Adding a language starts here.
 */
export const LANGUAGES = ['en', 'hi', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What is spoken when nothing was chosen. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' };

/** The BCP 47 locale `Intl` formats a language's numbers, rupees and dates with (Indian digit grouping in all). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
