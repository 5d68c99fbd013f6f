import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { useLanguage } from '../lib/i18n/language';
import { isLanguage, LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from '../lib/i18n/languages';
import { cn } from './ui/cn';

/**
 * The language switcher of the site header: each language in its own name (English, हिन्दी, தமிழ்). A native
 * select, so phones show their own picker. The choice is remembered on the device and on the account.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const id = useId();
  return (
    <div
      className={cn(
        'relative inline-flex min-h-11 items-center rounded-lg text-brand-700 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-50',
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {i18n._({ id: 'language.switcher.label', message: 'Language' })}
      </label>
      {/* Lucide's "languages" glyph, drawn here (one path). */}
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="pointer-events-none absolute left-3 size-5 fill-none stroke-current sm:left-2"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m5 8 6 6m-7 0 6-6 2-3M2 5h12M7 2h1m14 20-5-10-5 10m2-4h6" />
      </svg>
      <select
        id={id}
        data-testid="language-switcher"
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          // What a choice does comes with the first choice (lib/i18n/choose-language.ts).
          if (isLanguage(chosen))
            void import('../lib/i18n/choose-language').then((module) => module.chooseLanguage(chosen));
        }}
        // Phones: the icon only (the name stays the select's value and accessible name), so the company name keeps
        // its room in the header; the picker still lists every language by its own name.
        className="min-h-11 w-11 cursor-pointer appearance-none rounded-lg bg-transparent py-1 pl-8 font-semibold text-transparent focus:outline-none sm:w-auto sm:pr-2 sm:text-brand-700"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_TAGS[code]} className="text-ink">
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
