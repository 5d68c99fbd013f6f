import { IntlMessageFormat } from 'intl-messageformat';
import { serviceOfOrder } from '@paywise/domain/catalogue/repeat-link';
import { billCategoryOfType } from '@paywise/domain/catalogue/bill-categories';
import { orderTypeLabel } from '@paywise/domain/catalogue/order-labels';
import { planFactValue } from '@paywise/domain/catalogue/plan-facts';
import type { PlanCategory } from '@paywise/domain/catalogue/types';
import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, type Language } from '@paywise/domain/languages';
import { displayStatus } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import type { PaymentMethod } from '@paywise/domain/payments';
import type { Catalogue } from './catalogue';
import { EN, type IdentifierLabel, type MessageKey } from './en';
import { HI } from './hi';
import { TA } from './ta';

/**
 * What the server writes to a customer (mails, SMS, the PDF receipt) in their saved language
 * (docs/decisions/0027): ICU messages through intl-messageformat (FormatJS), one catalogue per language in this folder.
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
  /** A plan's category ('POPULAR' → 'लोकप्रिय'); one the catalogue does not list stays as it is. */
  planCategory(category: string): string;
  /**
   * A plan fact's value ('28 days' → '28 दिन', '1.5 GB/day' → '1.5 GB/दिन'), as the web's PlanFacts says it.
   * English, and a value of another shape ('24 GB'), stay as they are.
   */
  planFact(value: string): string;
  /** Rupees with Intl for the language ('₹1,00,000'). */
  rupees(amount: number): string;
}

export function translator(saved: string | null | undefined): Translator {
  const language = languageOrDefault(saved);
  const catalogue = CATALOGUES[language];
  const locale = INTL_LOCALES[language];
  const t = (key: MessageKey, values?: MessageValues) => String(compile(language, key).format(values));
  return {
    language,
    locale,
    t,
    orderType(displayType) {
      const service = serviceOfOrder({ type: displayType });
      if (service) return catalogue.orderTypes[service.slug];
      // A registry category's order (CREDIT_CARD...): its name in the language (decision 0043).
      return billCategoryOfType(displayType)?.names[language] ?? orderTypeLabel(displayType);
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
    planCategory(category) {
      return catalogue.planCategories[category as PlanCategory] ?? category;
    },
    planFact(value) {
      if (language === 'en') return value;
      const fact = planFactValue(value);
      switch (fact.kind) {
        case 'days':
          return t('receipt.fact.days', { count: fact.count });
        case 'perDay':
          return t('receipt.fact.perDay', { amount: fact.amount });
        case 'minutes':
          return t('receipt.fact.minutes', { minutes: fact.minutes });
        case 'unlimited':
          return t('receipt.fact.unlimited');
        case 'none':
          return t('receipt.fact.none');
        case 'existingPlan':
          return t('receipt.fact.existingPlan');
        default:
          return fact.text;
      }
    },
    rupees(amount) {
      return formatInr(amount, locale);
    },
  };
}
