import { ORDER_NOTES, noteWithReason, referenceNote } from '@paywise/domain/order-notes';
import { describe, expect, it } from 'vitest';
import { i18nIn } from './i18n/test-catalogues';
import { orderNoteText } from './order-notes';

describe('an order’s notes and failure reasons in the language on screen', () => {
  it('are the stored English text, word for word, in English', async () => {
    const en = await i18nIn('en');
    for (const text of Object.values(ORDER_NOTES)) expect(orderNoteText(en, text)).toBe(text);
    expect(orderNoteText(en, referenceNote('PAYMENT_CAPTURED', 'pay_1'))).toBe('Payment captured: pay_1');
    expect(orderNoteText(en, 'Bank server unreachable')).toBe('Bank server unreachable');
    expect(orderNoteText(en, null)).toBeNull();
    // The web's English descriptors say what the server writes (the catalogue's English of each code).
    for (const [code, text] of Object.entries(ORDER_NOTES)) expect(en._(`orderNote.${code}`)).toBe(text);
  });

  it('say every code the server writes in Hindi and Tamil, references and provider words kept', async () => {
    for (const language of ['hi', 'ta'] as const) {
      const i18n = await i18nIn(language);
      for (const text of Object.values(ORDER_NOTES)) {
        const said = orderNoteText(i18n, text);
        expect(said).not.toBe(text);
        expect(said).not.toMatch(/\b(the|payment|order|operator|biller)\b/i);
      }
      const captured = orderNoteText(i18n, referenceNote('PAYMENT_CAPTURED', 'pay_ABC123'));
      expect(captured).toContain('pay_ABC123');
      expect(captured).not.toContain('Payment captured');
      const withWhy = orderNoteText(i18n, noteWithReason('RECHARGE_FAILED', 'Operator down'));
      expect(withWhy).toContain(orderNoteText(i18n, ORDER_NOTES.RECHARGE_FAILED));
      expect(withWhy).toContain('Operator down');
      // A gateway's own words have no code: shown as stored.
      expect(orderNoteText(i18n, 'Bank server unreachable')).toBe('Bank server unreachable');
    }
    const hi = await i18nIn('hi');
    expect(orderNoteText(hi, ORDER_NOTES.PAYMENT_NOT_COMPLETED)).toBe('भुगतान पूरा नहीं हुआ');
    const ta = await i18nIn('ta');
    expect(orderNoteText(ta, referenceNote('REFUNDED', 'rfnd_9'))).toBe('திருப்பி அளிக்கப்பட்டது: rfnd_9');
  });
});
