import type { z } from 'zod';

/**
 * Text that one person types and another reads (usernames, contact and complaint text, company details) must
 * not be able to reorder or hide what the reader sees, e.g. an admin view showing 'txt.exe' for 'exe.txt'.
 * One rule, used by the browser forms and the routes alike.
 *
 * Bidirectional controls are refused anywhere: ALM (U+061C), LRM and RLM (U+200E, U+200F), embeddings and
 * overrides (U+202A–U+202E) and isolates (U+2066–U+2069). Right-to-left letters themselves are fine.
 *
 * Zero-width characters (U+200B–U+200D, U+2060, U+FEFF) are refused only when they are all there is: the
 * joiners are part of ordinary Malayalam, Devanagari and emoji text.
 *
 * Names are also normalised to NFC (`z.string().normalize('NFC')` before the other checks), so that 'José'
 * typed with a combining accent is stored, searched and shown as the same name.
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const ONLY_INVISIBLE = /^[\s\u200B-\u200D\u2060\uFEFF]+$/;

/** Control characters (C0, DEL, C1): a one-line name (a username, a nickname) is visible text only. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

export const hasBidiControl = (value: string): boolean => BIDI_CONTROL.test(value);
export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);
/** Not empty, yet nothing in it can be seen. */
export const isInvisible = (value: string): boolean => ONLY_INVISIBLE.test(value);

const BIDI_MESSAGE = 'must not contain hidden text-direction characters (such as U+202E)';
const INVISIBLE_MESSAGE = 'must contain visible characters, not only zero-width ones';

/**
 * Adds the rule to a string schema. `label` starts the messages of forms whose other messages are sentences
 * ('Username must not …'); without it they read as the field's own ('must not …', shown after the field name).
 */
export function readableText<T extends z.ZodString>(schema: T, label?: string): T {
  const message = (text: string) => (label ? `${label} ${text}.` : text);
  return schema
    .refine((value) => !hasBidiControl(value), message(BIDI_MESSAGE))
    .refine((value) => !isInvisible(value), message(INVISIBLE_MESSAGE));
}
