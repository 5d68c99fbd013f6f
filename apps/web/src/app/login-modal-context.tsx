import { createContext, use, useMemo, useState, type ReactNode } from 'react';

export interface LoginModalContextValue {
  isLoginOpen: boolean;
  /** Opens the login/register modal (rendered by features/auth). */
  openLogin(): void;
  closeLogin(): void;
}

const LoginModalContext = createContext<LoginModalContextValue | null>(null);

/** Whether the login/register modal is open: the header opens it, and so does Pay when signed out. */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [isLoginOpen, setIsLoginOpen] = useState(false);
  const value = useMemo(
    () => ({ isLoginOpen, openLogin: () => setIsLoginOpen(true), closeLogin: () => setIsLoginOpen(false) }),
    [isLoginOpen],
  );
  return <LoginModalContext value={value}>{children}</LoginModalContext>;
}

export function useLoginModal(): LoginModalContextValue {
  const value = use(LoginModalContext);
  if (!value) throw new Error('useLoginModal() needs <LoginModalProvider>');
  return value;
}
