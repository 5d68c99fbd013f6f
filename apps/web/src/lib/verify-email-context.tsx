import { createContext, use, useMemo, useState, type ReactNode } from 'react';

export interface OpenVerifyEmailOptions {
  /** Runs once the email is verified through this opening (e.g. the summary's Pay is ready again). */
  onVerified?: () => void;
}

export interface VerifyEmailContextValue {
  /** The opening in progress, or null: the dialog (features/profile, placed by app/) follows it. */
  request: OpenVerifyEmailOptions | null;
  /** Sends the email code and opens the 'Verify Your Email' dialog over the current page. */
  openVerifyEmail(options?: OpenVerifyEmailOptions): void;
  closeVerifyEmail(): void;
}

const VerifyEmailContext = createContext<VerifyEmailContextValue | null>(null);

/** The email code dialog, opened in place from any page (e.g. "Verify now" beside the order limit's message). */
export function VerifyEmailProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<OpenVerifyEmailOptions | null>(null);
  const value = useMemo<VerifyEmailContextValue>(
    () => ({
      request,
      openVerifyEmail: (options = {}) => setRequest({ ...options }),
      closeVerifyEmail: () => setRequest(null),
    }),
    [request],
  );
  return <VerifyEmailContext value={value}>{children}</VerifyEmailContext>;
}

export function useVerifyEmailDialog(): VerifyEmailContextValue {
  const value = use(VerifyEmailContext);
  if (!value) throw new Error('useVerifyEmailDialog() needs <VerifyEmailProvider>');
  return value;
}
