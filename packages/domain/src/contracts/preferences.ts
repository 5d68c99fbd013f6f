import { z } from 'zod';
import { LANGUAGES } from '../languages';

/** The customer's preferences kept on the account: for now the language mails, SMS and receipts use. */

export const LANGUAGE_MESSAGE = `must be one of ${LANGUAGES.join(', ')}`;

/** One of LANGUAGES ('en', 'hi', 'ta'). */
export const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE });

/** PUT /users/me/preferences: the language to keep on the account. */
export const preferencesUpdateSchema = z.strictObject({ language: languageSchema });
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

/** Its answer: what is now saved. */
export const preferencesSchema = z.object({ language: languageSchema });
export type Preferences = z.infer<typeof preferencesSchema>;
