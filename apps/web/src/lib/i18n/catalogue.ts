import type { I18n } from '@lingui/core';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';

/**
 * The domain catalogue (packages/domain/src/catalogue) stays the one source of truth, in English. The web app
 * translates its customer-facing texts (service names, field labels, placeholders, validation messages, plan
 * categories...) with the English text itself as the message id, gettext style: one translation for a text the
 * catalogue repeats ('Operator' on twenty pages), and a text the catalogue changes is a new id, which the catalogue
 * check (catalogue-check.test.ts) reports until it is translated. catalogue/messages.ts lists them (written from
 * the catalogue by catalogue/catalogue-messages.test.ts); catalogue/locales/<code>.po translates them. In English,
 * and for a text a language does not have yet, the catalogue's text shows as it is.
 */
export function catalogueText(i18n: I18n, english: string): string {
  if (i18n.locale === 'en' || i18n.messages[english] === undefined) return english;
  return i18n._(english);
}

/** The service texts the web shows, by their path in ServiceDefinition. */
export type ServiceTextKey =
  | 'tileLabel'
  | 'pageTitle'
  | 'formTitle'
  | 'operatorLabel'
  | 'operatorPlaceholder'
  | 'identifier.label'
  | 'identifier.placeholder'
  | 'identifier.summaryLabel'
  | 'amount.label'
  | 'amount.placeholder'
  | 'messages.proceed'
  | 'messages.paymentFailed'
  | 'messages.browsePlans'
  | 'banner.title'
  | 'banner.text';

/** A service's text in the language on screen: `serviceText(i18n, SERVICES.mobile, 'tileLabel')`. */
export function serviceText(i18n: I18n, def: ServiceDefinition, key: ServiceTextKey): string {
  const english = key
    .split('.')
    .reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], def);
  return typeof english === 'string' ? catalogueText(i18n, english) : '';
}
