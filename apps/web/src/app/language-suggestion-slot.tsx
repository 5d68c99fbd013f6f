import { lazy, Suspense, useEffect, useState } from 'react';
import { languageToSuggest } from '../lib/i18n/language';

// The suggestion's code comes only to a first visit it applies to (a browser preferring Hindi or Tamil).
const LanguageSuggestion = lazy(() =>
  import('./language-suggestion').then((module) => ({ default: module.LanguageSuggestion })),
);

/** Where the first visit's language suggestion appears (app/language-suggestion.tsx), after hydration. */
export function LanguageSuggestionSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => setWanted(languageToSuggest() !== null), []);
  return wanted ? (
    <Suspense fallback={null}>
      <LanguageSuggestion />
    </Suspense>
  ) : null;
}
