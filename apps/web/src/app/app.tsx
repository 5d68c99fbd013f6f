import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { LanguageProvider } from './language';
import { LanguageSuggestionSlot } from './language-suggestion-slot';
import { loadOfflineBanner, OfflineBanner, useIsOffline } from './offline-screen';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { SandboxRibbon } from './sandbox-ribbon';

/**
 * The whole app inside a router: BrowserRouter in the browser (main.tsx), StaticRouter when the public pages are
 * rendered to HTML at build time (entry-server.tsx).
 */
export function App({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  // Offline, a banner over the page: the page (and a form half filled in) stays as it is, and the customer carries
  // on when the connection is back (replacing the page would lose the form on a one-second drop).
  const offline = useIsOffline();
  useEffect(() => {
    void loadOfflineBanner().catch(() => undefined);
  }, []);
  return (
    <LanguageProvider>
      <AppProvider>
        <SandboxRibbon />
        <LanguageSuggestionSlot />
        {offline ? (
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        ) : null}
        <Router>
          <AppRoutes />
        </Router>
      </AppProvider>
    </LanguageProvider>
  );
}
