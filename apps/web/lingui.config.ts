import { defineConfig, type CatalogFormatter } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const po = formatter({ lineNumbers: false });
const ENGLISH = 'English: ';

/**
 * PO, with each message's English text as a comment above it in every language's file ("#. English: ..."): ids
 * are explicit (`shell.footer.about`), so a translator sees what to translate beside the id.
 */
const poWithEnglish: CatalogFormatter = {
  ...po,
  serialize(catalog, context) {
    const withEnglish = Object.fromEntries(
      Object.entries(catalog).map(([id, entry]) => {
        const comments = (entry.comments ?? []).filter((comment) => !comment.startsWith(ENGLISH));
        const english = entry.message && entry.message !== id ? [`${ENGLISH}${entry.message}`] : [];
        return [id, { ...entry, comments: [...english, ...comments] }];
      }),
    );
    return po.serialize(withEnglish, context);
  },
};

/**
 * Lingui's catalogues (docs/decisions/0026; how to add strings and languages: docs/architecture.md,
 * "Languages"). One catalogue per folder, beside its code, so two people extracting two features never edit the
 * same file: app/, components/, lib/, each feature, and the domain catalogue's labels. English is the source
 * (`en.po` lists the ids and their English text for translators); `hi.po` and `ta.po` are the translations.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'ta'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/app/locales/{locale}', include: ['<rootDir>/src/app'] },
    { path: '<rootDir>/src/components/locales/{locale}', include: ['<rootDir>/src/components'] },
    {
      path: '<rootDir>/src/lib/locales/{locale}',
      include: ['<rootDir>/src/lib'],
      exclude: [
        '<rootDir>/src/lib/**/*.test.ts',
        '<rootDir>/src/lib/i18n/catalogue/**',
        '<rootDir>/src/lib/i18n/articles/**',
      ],
    },
    {
      // The service pages' articles (packages/domain/src/catalogue/service-articles.ts): a chunk of their own per
      // language, downloaded with an article (src/lib/i18n/articles/articles.ts); listed in messages.ts there.
      path: '<rootDir>/src/lib/i18n/articles/locales/{locale}',
      include: ['<rootDir>/src/lib/i18n/articles'],
    },
    {
      // The domain catalogue's customer-facing labels (packages/domain/src/catalogue): see
      // src/lib/i18n/catalogue/messages.ts, written by `npm run i18n:catalogue -w apps/web`.
      path: '<rootDir>/src/lib/i18n/catalogue/locales/{locale}',
      include: ['<rootDir>/src/lib/i18n/catalogue'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
    },
  ],
  format: poWithEnglish,
  orderBy: 'messageId',
});
