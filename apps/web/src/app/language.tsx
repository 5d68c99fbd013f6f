import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { i18n } from '../lib/i18n/i18n';
import { applyDocumentLanguage, currentLanguage } from '../lib/i18n/language';
import { sessionStore } from '../lib/session-store';

/**
 * The app's messages in the chosen language (lib/i18n). main.tsx and entry-server.tsx activate the starting
 * language before the first render, so the first render is already in it. Signed in, the account's saved language
 * wins (it follows the customer to a new device); an account with none takes the one chosen on this device.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    applyDocumentLanguage(currentLanguage());
    // Signed in (now or later): the account's language is followed (lib/i18n/choose-language.ts, its own chunk).
    const follow = () => {
      if (!sessionStore.get()) return false;
      void import('../lib/i18n/choose-language').then((module) => module.followAccountLanguage());
      return true;
    };
    if (follow()) return;
    const stop = sessionStore.subscribe(() => {
      if (follow()) stop();
    });
    return stop;
  }, []);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
