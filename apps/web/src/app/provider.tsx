import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { useTheme } from '../lib/theme';
import { SessionProvider } from '../lib/session';
import { sessionStore } from '../lib/session-store';
import { LoginModalProvider } from '../lib/login-modal-context';
import { VerifyEmailProvider } from '../lib/verify-email-context';
import { Notifications } from './notifications';

/** The service forms kept in this tab's session storage (features/services savedFormKey: 'paywise.form.*'). */
function clearSavedForms() {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('paywise.form.')) sessionStorage.removeItem(key);
    }
  } catch {
    // storage blocked: nothing was kept
  }
}

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Client errors (404, 401...) will not change on a retry; network hiccups might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { theme } = useTheme();

  // Another user's data must never outlive a sign-out or a change of account.
  useEffect(() => {
    let token = sessionStore.get()?.token;
    return sessionStore.subscribe(() => {
      const next = sessionStore.get()?.token;
      if (next !== token) {
        // Signed out: the forms this tab kept (a fetched bill names its customer) go with the session.
        if (!next) clearSavedForms();
        token = next;
        // Answers that are the same for everyone (meta.sessionFree: the catalogue, the payment settings) stay, so
        // a page in the middle of a payment keeps its Pay button ready across a login.
        void queryClient.resetQueries({ predicate: (query) => query.meta?.sessionFree !== true });
      }
    });
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <LoginModalProvider>
          <VerifyEmailProvider>
            {children}
            <Notifications theme={theme} />
          </VerifyEmailProvider>
        </LoginModalProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
