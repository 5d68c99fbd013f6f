import type { Messages } from '@lingui/core';

/**
 * The pseudo-locale of the test build (`npm run build:pseudo -w apps/web`, e2e/pseudo-locale.spec.ts; never in a
 * customer's build): every catalogue text, accented, about 30 % longer and between brackets, so that a text a
 * screen shows without a catalogue stands out in plain English, and a text cut off loses its closing bracket.
 * 'Recharge' becomes '[Ŕééçĥååŕĝé]', 'Paid on {date}' '[Þååîð ôôñ {date}]'.
 */
export const PSEUDO_LOCALE = 'en-XA';

const LOWER = 'åƀçðéƒĝĥîĵķļɱñôþǫŕšţûṽŵẋýž';
const UPPER = 'ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÔÞǪŔŠŢÛṼŴẊÝŽ';
const VOWELS = /[aeiouAEIOU]/;

function accent(letter: string): string {
  const code = letter.charCodeAt(0);
  if (code >= 97 && code <= 122) return LOWER[code - 97]!;
  if (code >= 65 && code <= 90) return UPPER[code - 65]!;
  return letter;
}

/** One word: accented, its vowels doubled until it is about 30 % longer. */
function pseudoWord(word: string): string {
  let extra = Math.round(word.length * 0.3);
  let out = '';
  for (const letter of word) {
    const accented = accent(letter);
    out += accented;
    if (extra > 0 && VOWELS.test(letter)) {
      out += accented;
      extra--;
    }
  }
  return out;
}

/** Plain text of a message: its words pseudo-localised; Trans tags (<0>, </0>, <0/>) and '#' left as they are. */
export function pseudoText(text: string): string {
  return text
    .split(/(<\/?\d+\s*\/?>)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]+/g, pseudoWord)))
    .join('');
}

type Token = string | unknown[] | Record<string, unknown>;

/** A compiled message's tokens: texts pseudo-localised, placeholders' names and formats untouched. */
function pseudoTokens(tokens: Token[]): Token[] {
  return tokens.map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    // [name] | [name, format] | [name, 'plural' | 'select' | ..., { case: tokens }]
    if (Array.isArray(token) && token.length === 3 && typeof token[2] === 'object' && token[2] !== null) {
      const cases = Object.fromEntries(
        Object.entries(token[2] as Record<string, unknown>).map(([key, value]) => [
          key,
          // A case's tokens (or text); anything else (the plural's `offset`) as it is.
          Array.isArray(value)
            ? pseudoTokens(value as Token[])
            : typeof value === 'string'
              ? pseudoText(value)
              : value,
        ]),
      );
      return [token[0], token[1], cases];
    }
    return token;
  });
}

/** Compiled catalogues (Lingui's form: a string or an array of tokens) as the pseudo-locale's. */
export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      const tokens = (Array.isArray(message) ? message : [message]) as Token[];
      return [id, ['[', ...pseudoTokens(tokens), ']']];
    }),
  ) as Messages;
}
