// For unit tests only (never imported by the app): a Lingui instance speaking a language from the repository's
// catalogues (every `locales/<code>.po` under src/, compiled as @lingui/vite-plugin compiles them), so a test
// reads exactly what a customer reads. English: each en.po, i.e. the English texts of the code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const src = fileURLToPath(new URL('../..', import.meta.url));

function poFiles(dir: string, locale: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : poFiles(full, locale);
    return entry.name === `${locale}.po` && path.basename(dir) === 'locales' ? [full] : [];
  });
}

export async function i18nIn(locale: 'en' | 'hi' | 'ta'): Promise<I18n> {
  const po = formatter();
  const messages: Messages = {};
  for (const file of poFiles(src, locale)) {
    const catalog = await po.parse(fs.readFileSync(file, 'utf8'), {
      locale,
      sourceLocale: 'en',
      filename: file,
    });
    for (const [id, entry] of Object.entries(catalog)) {
      const text = entry.translation || entry.message;
      if (text) messages[id] = compileMessage(text);
    }
  }
  return setupI18n({ locale, messages: { [locale]: messages } });
}
