import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { usernameSchema } from '@paywise/domain/contracts/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-errors';
import { i18n } from './i18n';

/** The English message the username contract gives `value`. */
const refusalOf = (value: string) => {
  const result = usernameSchema.safeParse(value);
  if (result.success) throw new Error(`${JSON.stringify(value)} was accepted`);
  return result.error.issues[0].message;
};

/** The shared catalogue of a language (lib/locales), as the build would load it (texts, not compiled). */
async function libCatalogue(language: string): Promise<Record<string, string>> {
  const file = fileURLToPath(new URL(`../locales/${language}.po`, import.meta.url));
  const catalog = await formatter().parse(fs.readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: file,
  });
  return Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, entry.translation ?? '']));
}

describe("the username contract's refusals, in the language on screen", () => {
  afterEach(() => i18n.activate('en'));

  it.each(['hi', 'ta'])(
    'every one has its %s text (a rule added to the contract is not left in English)',
    async (language) => {
      i18n.load(language, await libCatalogue(language));
      i18n.activate(language);
      for (const value of ['', 'x'.repeat(200), 'a\u202Eb', '\u200B', 'a\u0007b']) {
        const english = refusalOf(value);
        const shown = fieldErrorText(i18n, english, {});
        expect(shown, english).toBeTruthy();
        expect(shown, english).not.toBe(english);
      }
    },
  );
});
