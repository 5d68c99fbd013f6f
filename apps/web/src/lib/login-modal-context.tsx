import { createContext, use, useMemo, useRef, useState, type ReactNode } from 'react';

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
  const opener = useRef<{ element: HTMLElement | null; onSignedIn?: () => void }>({ element: null });

  const value = useMemo<LoginModalContextValue>(
    () => ({
      isLoginOpen,
      loginMessage,
      openLogin: (options = {}) => {
        const active = document.activeElement;
        opener.current = {
          element: active instanceof HTMLElement && active !== document.body ? active : null,
          onSignedIn: options.onSignedIn,
        };
        setLoginMessage(options.message ?? null);
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
        // After React has swapped Login for the account menu and the dialog has gone.
        window.setTimeout(() => {
          const target =
            element?.isConnected && !element.closest('dialog')
              ? element
              : document.querySelector<HTMLElement>('[data-account-menu]');
          target?.focus();
          onSignedIn?.();
        }, 0);
      },
    }),
    [isLoginOpen, loginMessage],
  );
  return <LoginModalContext value={value}>{children}</LoginModalContext>;
}

export function useLoginModal(): LoginModalContextValue {
  const value = use(LoginModalContext);
  if (!value) throw new Error('useLoginModal() needs <LoginModalProvider>');
  return value;
}
