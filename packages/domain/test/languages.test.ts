import { describe, expect, it } from 'vitest';
import { languageSchema, preferencesUpdateSchema } from '../src/contracts/preferences';
import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../src/languages';

describe('LANGUAGES', () => {
  it('English, Hindi and Tamil, each with its own name and Intl locale', () => {
    expect(LANGUAGES).toEqual(['en', 'hi', 'ta']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGES.map((l) => LANGUAGE_NAMES[l])).toEqual(['English', 'हिन्दी', 'தமிழ்']);
    expect(LANGUAGES.map((l) => INTL_LOCALES[l])).toEqual(['en-IN', 'hi-IN', 'ta-IN']);
    expect(isLanguage('hi')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });

  it('the preferences contract takes only those', () => {
    expect(preferencesUpdateSchema.parse({ language: 'ta' })).toEqual({ language: 'ta' });
    expect(languageSchema.safeParse('Hi').success).toBe(false);
    expect(preferencesUpdateSchema.safeParse({ language: 'hi', x: 1 }).success).toBe(false);
  });
});
