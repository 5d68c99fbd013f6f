// The catalogue checks (docs/architecture.md, "Languages"): for every folder's catalogues, every id of English
// (en.po, written by `lingui extract`) has a translation in every other language, every message is valid ICU
// MessageFormat, and a translation has exactly the placeholders (and <0>…</0> tags) of its English.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const src = fileURLToPath(new URL('../..', import.meta.url));
const po = formatter();

function localeDirs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'locales' ? [full] : localeDirs(full);
  });
}

async function read(dir: string, locale: string): Promise<Record<string, string>> {
  const file = path.join(dir, `${locale}.po`);
  if (!fs.existsSync(file)) return {};
  const catalog = await po.parse(fs.readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  });
  return Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, entry.translation ?? '']));
}

/** The placeholders of a message ({name}, {count, plural, …}) and its <0> tags, sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(`{${token.arg}}`);
        for (const item of token.cases) walk(item.tokens);
      }
    }
  };
  walk(parse(message));
  for (const tag of message.match(/<\/?\d+\s*\/?>/g) ?? []) names.add(tag.replace(/\s/g, ''));
  return [...names].sort();
}

const dirs = localeDirs(src);
const others = LANGUAGES.filter((language) => language !== 'en');

describe('the catalogues', () => {
  it('are found (app, components, lib, the domain catalogue, every feature)', () => {
    const relative = dirs.map((dir) => path.relative(src, dir));
    expect(relative).toEqual(
      expect.arrayContaining(['app/locales', 'components/locales', 'lib/i18n/catalogue/locales']),
    );
  });

  for (const dir of dirs) {
    const name = path.relative(src, dir);
    it(`${name}: every id translated in ${others.join(', ')}, valid ICU, the same placeholders as English`, async () => {
      const english = await read(dir, 'en');
      const translations = Object.fromEntries(
        await Promise.all(others.map(async (language) => [language, await read(dir, language)] as const)),
      );
      const problems: string[] = [];
      for (const [id, text] of Object.entries(english)) {
        let wanted: string[] = [];
        try {
          wanted = placeholders(text);
        } catch (error) {
          problems.push(`en ${id}: not valid ICU (${String(error)})`);
          continue;
        }
        for (const language of others) {
          const translated = translations[language]?.[id];
          if (!translated) {
            problems.push(`${language} ${id}: missing`);
            continue;
          }
          try {
            const found = placeholders(translated);
            if (found.join() !== wanted.join())
              problems.push(
                `${language} ${id}: placeholders ${found.join(' ')} instead of ${wanted.join(' ')}`,
              );
          } catch (error) {
            problems.push(`${language} ${id}: not valid ICU (${String(error)})`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
