import { formatDate, formatDateTime } from '@paywise/domain/format';
import { formatCount, formatInr, formatPaise } from '@paywise/domain/money';
import { useLanguage } from './language';
import { LANGUAGE_TAGS } from './languages';

/**
 * The domain's money, number and date formats (packages/domain/src/money.ts, format.ts: the one place) in the
 * language on screen: `const format = useFormat(); format.inr(499)`. English is exactly today's text.
 */
export function useFormat() {
  const locale = LANGUAGE_TAGS[useLanguage()];
  return {
    locale,
    inr: (rupees: number) => formatInr(rupees, locale),
    paise: (paise: number) => formatPaise(paise, locale),
    count: (value: number) => formatCount(value, locale),
    date: (d: Date | string) => formatDate(d, locale),
    dateTime: (d: Date | string) => formatDateTime(d, locale),
  };
}
