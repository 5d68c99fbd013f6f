import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { i18n } from '../lib/i18n/i18n';
import {
  applyDocumentLanguage,
  currentLanguage,
  LANGUAGE_STORAGE_KEY,
  saveLanguageToAccount,
  showLanguage,
  storedLanguage,
} from '../lib/i18n/language';
import { isLanguage } from '../lib/i18n/languages';
import { sessionStore } from '../lib/session-store';

/**
 * The app's messages in the chosen language (lib/i18n). main.tsx and entry-server.tsx activate the starting
 * language before the first render, so the first render is already in it. Signed in, the account's saved language
 * wins (it follows the customer to a new device); an account with none takes the one chosen on this device.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    applyDocumentLanguage(currentLanguage());
    let userId = sessionStore.get()?.user.id;
    let accountLanguage: unknown = undefined;
    const follow = () => {
      const user = sessionStore.get()?.user as ({ id: number; language?: unknown } & object) | undefined;
      if (!user) {
        userId = undefined;
        accountLanguage = undefined;
        return;
      }
      if (user.id === userId && user.language === accountLanguage) return;
      const isNewUser = user.id !== userId;
      userId = user.id;
      accountLanguage = user.language;
      if (isLanguage(user.language)) {
        if (user.language !== currentLanguage()) {
          try {
            localStorage.setItem(LANGUAGE_STORAGE_KEY, user.language);
          } catch {
            // storage blocked
          }
          void showLanguage(user.language);
        }
      } else if (user.language === null && isNewUser) {
        const chosen = storedLanguage();
        if (chosen) void saveLanguageToAccount(chosen);
      }
    };
    userId = undefined;
    follow();
    return sessionStore.subscribe(follow);
  }, []);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
