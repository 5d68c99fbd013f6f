import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { sessionStore } from './session-store';

/** Set once a customer has signed in on this browser: the login dialog then opens on 'Welcome Back'. */
export const SIGNED_IN_HERE_KEY = 'paywise.signedInHere';

export type LoginPanel = 'login' | 'register';

export interface OpenLoginOptions {
  /** Information shown at the top of the login panel (e.g. 'Please login to continue.'). */
  message?: string;
  /** Runs once the customer has signed in through this opening (e.g. Pay goes on paying). */
  onSignedIn?: () => void;
}

export interface LoginModalContextValue {
  isLoginOpen: boolean;
  /** The message the modal opened with, if any. */
  loginMessage: string | null;
  /**
   * The panel the modal opens on: 'register' (Create Account) for a visitor who has never signed in on this
   * browser, 'login' (Welcome Back) otherwise, and until the browser's storage has been read after mount.
   */
  firstPanel: LoginPanel;
  /** Opened to go on with something once signed in (an `onSignedIn`, e.g. Pay), not from the header. */
  isContinuing: boolean;
  /** Opens the login/register modal (rendered by features/auth). */
  openLogin(options?: OpenLoginOptions): void;
  closeLogin(): void;
  /**
   * The login succeeded: the modal closes, focus goes back to the control that opened it (when it is still on
   * the page) and the opener's onSignedIn runs.
   */
  completeLogin(): void;
}

const LoginModalContext = createContext<LoginModalContextValue | null>(null);

/** Whether the login/register modal is open: the header opens it, and so does Pay when signed out. */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [isLoginOpen, setIsLoginOpen] = useState(false);
  const [loginMessage, setLoginMessage] = useState<string | null>(null);
  const [isContinuing, setIsContinuing] = useState(false);
  const opener = useRef<{ element: HTMLElement | null; onSignedIn?: () => void }>({ element: null });
  const [hasSignedInHere, setHasSignedInHere] = useState(true);

  // Read after mount, never during render (a page rendered ahead of the browser must hydrate the same), and kept
  // up to date: any sign-in on this browser marks it.
  useEffect(() => {
    const sync = () => {
      try {
        if (sessionStore.get() !== null) localStorage.setItem(SIGNED_IN_HERE_KEY, '1');
        setHasSignedInHere(localStorage.getItem(SIGNED_IN_HERE_KEY) === '1');
      } catch {
        // storage blocked: the dialog opens on Welcome Back, as before
        setHasSignedInHere(true);
      }
    };
    sync();
    return sessionStore.subscribe(sync);
  }, []);

  const value = useMemo<LoginModalContextValue>(
    () => ({
      isLoginOpen,
      loginMessage,
      firstPanel: hasSignedInHere ? 'login' : 'register',
      isContinuing,
      openLogin: (options = {}) => {
        const active = document.activeElement;
        opener.current = {
          element: active instanceof HTMLElement && active !== document.body ? active : null,
          onSignedIn: options.onSignedIn,
        };
        setLoginMessage(options.message ?? null);
        setIsContinuing(options.onSignedIn !== undefined);
        setIsLoginOpen(true);
      },
      closeLogin: () => {
        opener.current = { element: null };
        setIsLoginOpen(false);
      },
      completeLogin: () => {
        const { element, onSignedIn } = opener.current;
        opener.current = { element: null };
        setIsLoginOpen(false);
        // After React has swapped Login for the account menu and the dialog has gone; the menu's code may still be
        // arriving (a lazy chunk), so it is looked for again for a moment.
        const focusWhenDrawn = (triesLeft: number) => {
          const target =
            element?.isConnected && !element.closest('dialog')
              ? element
              : document.querySelector<HTMLElement>('[data-account-menu]');
          if (!target && triesLeft > 0) {
            window.setTimeout(() => focusWhenDrawn(triesLeft - 1), 50);
            return;
          }
          target?.focus();
          onSignedIn?.();
        };
        window.setTimeout(() => focusWhenDrawn(60), 0);
      },
    }),
    [isLoginOpen, loginMessage, isContinuing, hasSignedInHere],
  );
  return <LoginModalContext value={value}>{children}</LoginModalContext>;
}

export function useLoginModal(): LoginModalContextValue {
  const value = use(LoginModalContext);
  if (!value) throw new Error('useLoginModal() needs <LoginModalProvider>');
  return value;
}
