import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { chooseLanguage } from '../../../lib/i18n/choose-language';
import { useLanguage } from '../../../lib/i18n/language';
import { isLanguage, LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from '../../../lib/i18n/languages';

/**
 * The account's language, the header switcher's choice (lib/i18n/language.ts: shown at once, remembered on the
 * device and on the account): the app, and the emails, SMS and PDF receipts the account receives.
 */
export function LanguageSection() {
  const { i18n } = useLingui();
  const language = useLanguage();
  const headingId = useId();
  const selectId = useId();
  const hintId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 flex max-w-xl flex-col gap-2"
      data-testid="profile-language"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {i18n._({ id: 'profile.language.title', message: 'Language' })}
      </h3>
      <label htmlFor={selectId} className="sr-only">
        {i18n._({ id: 'profile.language.label', message: 'Language of PayWise' })}
      </label>
      <select
        id={selectId}
        aria-describedby={hintId}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
        className="min-h-11 w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 font-semibold text-ink"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_TAGS[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-sm text-muted">
        {i18n._({
          id: 'profile.language.hint',
          message: 'PayWise, and the emails, SMS and receipts we send you, in this language.',
        })}
      </p>
    </section>
  );
}
