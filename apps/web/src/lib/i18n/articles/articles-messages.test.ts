// The service pages' articles, as lib/i18n/articles/messages.ts lists them for extraction (`npm run i18n:extract
// -w apps/web`). Fails when an article changed and the list did not: write it again with
// `npm run i18n:catalogue -w apps/web` (this test with UPDATE_CATALOGUE_MESSAGES=1), then extract and translate.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVICE_ARTICLES } from '@paywise/domain/catalogue/service-articles';
import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import * as prettier from 'prettier';
import { expect, it } from 'vitest';
import { articleHeadingId, articleParagraphId } from './articles';

function articleMessages(): { id: string; message: string }[] {
  return (Object.keys(SERVICE_ARTICLES) as ServiceSlug[]).flatMap((slug) => {
    const article = SERVICE_ARTICLES[slug];
    return [
      { id: articleHeadingId(slug, article.heading), message: article.heading },
      ...article.paragraphs.map((message, index) => ({
        id: articleParagraphId(slug, index, message),
        message,
      })),
    ];
  });
}

/** The file as prettier writes it (the repository's formatting), so a format run leaves it as it is. */
async function source(file: string): Promise<string> {
  const text = [
    '// Written by articles-messages.test.ts from packages/domain/src/catalogue/service-articles.ts: do not edit by',
    '// hand. The articles the web translates (articles.ts), for `lingui extract` to read. Never imported.',
    'export const ARTICLE_MESSAGES = [',
    ...articleMessages().map(
      ({ id, message }) => `  /*i18n*/ { id: ${JSON.stringify(id)}, message: ${JSON.stringify(message)} },`,
    ),
    '];',
    '',
  ].join('\n');
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}

it('lists every paragraph of every service article, under its id', async () => {
  const file = fileURLToPath(new URL('./messages.ts', import.meta.url));
  const expected = await source(file);
  // eslint-disable-next-line no-restricted-syntax -- the test's own switch to write the list, not app configuration
  if (process.env.UPDATE_CATALOGUE_MESSAGES) fs.writeFileSync(file, expected);
  expect(fs.readFileSync(file, 'utf8')).toBe(expected);
});
