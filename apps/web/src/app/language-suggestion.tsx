import { useLingui } from '@lingui/react';
import { Languages, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { chooseLanguage, dismissSuggestion } from '../lib/i18n/choose-language';
import { languageToSuggest, useLanguage } from '../lib/i18n/language';
import { LANGUAGE_TAGS, type Language } from '../lib/i18n/languages';

/**
 * A first visit from a browser that prefers Hindi or Tamil: a small line offering that language, in that
 * language (never a forced switch). Closing it, or choosing any language, hides it for good on this device.
 */
export function LanguageSuggestion() {
  const language = useLanguage();
  const { i18n } = useLingui();
  const [suggested, setSuggested] = useState<Language | null>(null);
  // After the first render: the prerendered HTML (and hydration) never depends on the browser.
  useEffect(() => setSuggested(languageToSuggest()), [language]);
  if (!suggested) return null;
  const close = () => {
    dismissSuggestion();
    setSuggested(null);
  };
  return (
    <aside
      aria-label={i18n._({ id: 'language.suggestion.label', message: 'Language suggestion' })}
      data-testid="language-suggestion"
      className="border-b border-brand-100 bg-brand-50 px-4 py-1.5 text-sm text-ink"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2">
        <Languages aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <button
          type="button"
          lang={LANGUAGE_TAGS[suggested]}
          onClick={() => {
            setSuggested(null);
            void chooseLanguage(suggested);
          }}
          className="min-h-11 flex-1 text-left font-semibold text-brand-700 underline underline-offset-4"
        >
          {SUGGESTION_TEXT[suggested]}
        </button>
        <button
          type="button"
          onClick={close}
          aria-label={i18n._({ id: 'language.suggestion.close', message: 'Close' })}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-muted hover:bg-brand-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}

/** The offer, written in the language offered (its catalogue is not downloaded yet). */
const SUGGESTION_TEXT: Readonly<Record<Language, string>> = {
  en: 'Use PayWise in English',
  hi: 'PayWise हिन्दी में देखें',
  ta: 'PayWise-ஐ தமிழில் பயன்படுத்துங்கள்',
};
