import type { ComponentType, ReactNode } from 'react';
import { OfflineScreen, useIsOffline } from './offline-screen';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { SandboxRibbon } from './sandbox-ribbon';

/**
 * The whole app inside a router: BrowserRouter in the browser (main.tsx), StaticRouter when the public pages are
 * rendered to HTML at build time (entry-server.tsx).
 */
export function App({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  // Offline, the app's own offline screen instead of pages that would only fail; the router (and where the
  // customer was) is kept, and comes back when the connection does.
  const offline = useIsOffline();
  return (
    <AppProvider>
      <SandboxRibbon />
      <Router>{offline ? <OfflineScreen /> : <AppRoutes />}</Router>
    </AppProvider>
  );
}
