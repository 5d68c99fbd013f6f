import { promoRuleText, promoRuleValues } from '@paywise/domain/payments';
import { expect, it } from 'vitest';
import { i18nIn } from '../../lib/i18n/test-catalogues';

// The promo banner's offer (components/promo-banner.tsx): the domain's values in the catalogue's sentence.
it('says the instant discount as before in English, and in Hindi and Tamil', async () => {
  const rule = { percent: 2, maxDiscountPaise: 10_000 };
  const offer = async (language: 'en' | 'hi' | 'ta', locale: string) =>
    (await i18nIn(language))._('services.promo.discountRule', promoRuleValues(rule, locale));
  expect(await offer('en', 'en-IN')).toBe(`Instant discount: ${promoRuleText(rule)}`);
  expect(await offer('hi', 'hi-IN')).toBe('तुरंत छूट: 2% की छूट, अधिकतम ₹100');
  expect(await offer('ta', 'ta-IN')).toBe('உடனடி தள்ளுபடி: 2% தள்ளுபடி, அதிகபட்சம் ₹100');
});
