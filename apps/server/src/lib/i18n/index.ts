import { IntlMessageFormat } from 'intl-messageformat';
import { serviceOfOrder } from '@paywise/domain/catalogue/repeat-link';
import { orderTypeLabel } from '@paywise/domain/catalogue/order-labels';
import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, type Language } from '@paywise/domain/languages';
import { displayStatus } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import type { PaymentMethod } from '@paywise/domain/payments';
import type { Catalogue } from './catalogue';
import { EN, type IdentifierLabel, type MessageKey } from './en';
import { HI } from './hi';
import { TA } from './ta';

/**
 * What the server writes to a customer (mails, SMS, the PDF receipt) in their saved language (issue 29,
 * docs/decisions/0027): ICU messages through intl-messageformat (FormatJS), one catalogue per language in this folder.
 * A language the account does not have (null, or one no longer offered) is English.
 */
export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en: EN, hi: HI, ta: TA };

export type { MessageKey };
export type MessageValues = Record<string, string | number>;

/** The language to write in for a saved value: the saved one when PayWise speaks it, English otherwise. */
export function languageOrDefault(saved: string | null | undefined): Language {
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

const compiled = new Map<string, IntlMessageFormat>();

function compile(language: Language, key: MessageKey): IntlMessageFormat {
  const id = `${language}:${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(CATALOGUES[language].messages[key], INTL_LOCALES[language], undefined, {
      ignoreTag: true,
    });
    compiled.set(id, format);
  }
  return format;
}

export interface Translator {
  readonly language: Language;
  /** The Intl locale of the language (en-IN, hi-IN, ta-IN). */
  readonly locale: string;
  t(key: MessageKey, values?: MessageValues): string;
  /** An order's read type in words ('Electricity Bill', 'बिजली बिल'). */
  orderType(displayType: string): string;
  /** An order status in words. */
  status(status: string | null | undefined): string;
  paymentMethod(method: PaymentMethod): string;
  /** A catalogue identifier label ('Consumer Number'); one the catalogue does not list stays as it is. */
  identifierLabel(label: string): string;
  /** Rupees with Intl for the language ('₹1,00,000'). */
  rupees(amount: number): string;
}

export function translator(saved: string | null | undefined): Translator {
  const language = languageOrDefault(saved);
  const catalogue = CATALOGUES[language];
  const locale = INTL_LOCALES[language];
  return {
    language,
    locale,
    t(key, values) {
      return String(compile(language, key).format(values));
    },
    orderType(displayType) {
      const service = serviceOfOrder({ type: displayType });
      return service ? catalogue.orderTypes[service.slug] : orderTypeLabel(displayType);
    },
    status(status) {
      return catalogue.statuses[displayStatus(status)];
    },
    paymentMethod(method) {
      return catalogue.paymentMethods[method];
    },
    identifierLabel(label) {
      return catalogue.identifierLabels[label as IdentifierLabel] ?? label;
    },
    rupees(amount) {
      return formatInr(amount, locale);
    },
  };
}
