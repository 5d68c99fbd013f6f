import { SERVICE_ARTICLES } from '@paywise/domain/catalogue/service-articles';
import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import { describe, expect, it } from 'vitest';
import { i18nIn } from '../test-catalogues';
import { articleIn } from './articles';

const slugs = Object.keys(SERVICE_ARTICLES) as ServiceSlug[];

describe('the service pages’ articles', () => {
  it('are the catalogue’s English, word for word, in English', async () => {
    const en = await i18nIn('en');
    for (const slug of slugs)
      expect(articleIn(en, slug, SERVICE_ARTICLES[slug])).toEqual(SERVICE_ARTICLES[slug]);
  });

  it('are written in Hindi and Tamil, every heading and paragraph', async () => {
    for (const [language, script] of [
      ['hi', /[\u0900-\u097F]/],
      ['ta', /[\u0B80-\u0BFF]/],
    ] as const) {
      const i18n = await i18nIn(language);
      for (const slug of slugs) {
        const article = articleIn(i18n, slug, SERVICE_ARTICLES[slug]);
        expect(article.paragraphs).toHaveLength(SERVICE_ARTICLES[slug].paragraphs.length);
        for (const text of [article.heading, ...article.paragraphs]) {
          expect(text).toMatch(script);
          // Brand names, UPI, RC... stay; no English sentence does.
          expect(text).not.toMatch(/\b(the|and|your|with|for)\b/i);
        }
      }
    }
    const hi = await i18nIn('hi');
    expect(articleIn(hi, 'mobile', SERVICE_ARTICLES.mobile).heading).toBe('कुछ ही टैप में मोबाइल रिचार्ज');
  });

  it('show a changed English text in English until it is translated (its id is new)', async () => {
    const ta = await i18nIn('ta');
    const changed = {
      heading: 'A new heading',
      paragraphs: [...SERVICE_ARTICLES.dth.paragraphs, 'One more.'],
    };
    const article = articleIn(ta, 'dth', changed);
    expect(article.heading).toBe('A new heading');
    expect(article.paragraphs.at(-1)).toBe('One more.');
    expect(article.paragraphs[0]).toMatch(/[\u0B80-\u0BFF]/);
  });
});
