import { api } from '../api-client';
import { sessionStore } from '../session-store';
import {
  currentLanguage,
  LANGUAGE_STORAGE_KEY,
  readStorage,
  removeStorage,
  showLanguage,
  storedLanguage,
  SUGGESTION_STORAGE_KEY,
  writeStorage,
} from './language';
import { isLanguage, languageOfPath, localizedPath, type Language } from './languages';

/*
 * What a choice of language does, in a chunk of its own: only a visitor who changes the language (the switcher,
 * the suggestion) or signs in to an account with one needs it, so it is not in the first page.
 */

/**
 * A choice on this device that the account has not confirmed yet. A reload right after choosing cancels the save
 * on its way, and the account then still answers with the older language: the choice waits here, wins over the
 * account's, and is sent again, instead of the page changing back.
 */
export const UNSAVED_LANGUAGE_KEY = 'paywise.languageUnsaved';

function unsavedLanguage(userId: number): Language | null {
  try {
    const unsaved = JSON.parse(readStorage(UNSAVED_LANGUAGE_KEY) ?? 'null') as {
      userId?: unknown;
      language?: unknown;
    };
    return unsaved?.userId === userId && isLanguage(unsaved.language) ? unsaved.language : null;
  } catch {
    return null;
  }
}

/** Saves the language on the signed-in account; a failure leaves the choice on this device and is logged. */
export async function saveLanguageToAccount(language: Language): Promise<void> {
  const userId = sessionStore.get()?.user.id;
  if (userId === undefined) return;
  writeStorage(UNSAVED_LANGUAGE_KEY, JSON.stringify({ userId, language }));
  try {
    await api.put('/users/me/preferences', { language });
  } catch (error) {
    console.warn('The language could not be saved on the account.', error);
    return;
  }
  if (unsavedLanguage(userId) === language) removeStorage(UNSAVED_LANGUAGE_KEY);
  // The stored session is what the next load starts from: it says the account's language is this one now.
  const session = sessionStore.get();
  if (session?.user.id === userId && session.user.language !== language) {
    sessionStore.set({ ...session, user: { ...session.user, language } });
  }
}

/** The visitor's choice: shown at once, remembered on the device, and saved on the account when signed in. */
export async function chooseLanguage(language: Language): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  writeStorage(SUGGESTION_STORAGE_KEY, 'answered');
  // On a page under a language's prefix (/hi/...), the same page under the chosen one's.
  const { pathname, search, hash } = window.location;
  const pathLanguage = languageOfPath(pathname);
  if (pathLanguage && pathLanguage !== language) {
    const saving = saveLanguageToAccount(language);
    const path = pathname.slice(pathLanguage.length + 1) || '/';
    await saving;
    window.location.assign(`${localizedPath(language, path)}${search}${hash}`);
    return;
  }
  await showLanguage(language);
  await saveLanguageToAccount(language);
}

let following = false;

/**
 * Signed in, the account's saved language wins (it follows the customer to a new device); an account with none
 * takes the one chosen on this device. Follows the session from then on (a sign-in, a refreshed user, another
 * account). The user object's `language` may be absent (it is optional in the contract): nothing is done then.
 */
export function followAccountLanguage() {
  if (following) return;
  following = true;
  let userId: number | undefined;
  let accountLanguage: unknown;
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
    const unsaved = unsavedLanguage(user.id);
    if (unsaved && unsaved !== user.language) {
      void saveLanguageToAccount(unsaved);
    } else if (isLanguage(user.language)) {
      if (user.language !== currentLanguage()) {
        writeStorage(LANGUAGE_STORAGE_KEY, user.language);
        void showLanguage(user.language);
      }
    } else if (user.language === null && isNewUser) {
      const chosen = storedLanguage();
      if (chosen) void saveLanguageToAccount(chosen);
    }
  };
  follow();
  sessionStore.subscribe(follow);
}

/** The suggestion was closed without switching: it is not shown again on this device. */
export function dismissSuggestion() {
  writeStorage(SUGGESTION_STORAGE_KEY, 'dismissed');
}
