import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A success message the server writes in English (`{ message }` of a 2xx answer): shown as it is in English, and
 * in another language as the screen's own translation of it (the server's 2xx answers carry no code to look up).
 */
export function serverMessage(
  i18n: I18n,
  english: string | undefined,
  translated: MessageDescriptor & { values?: Record<string, unknown> },
): string {
  if (i18n.locale === 'en' && english) return english;
  return i18n._(translated);
}
