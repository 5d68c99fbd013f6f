import { BrowserRouter } from 'react-router';
import { OfflineBanner, useIsOffline } from './offline-screen';
import { AppProvider } from './provider';
import { startHistoryEntry } from './history-entry';
import { AppRoutes } from './router';
import { SandboxRibbon } from './sandbox-ribbon';

// Before the router reads the entry it was loaded on.
startHistoryEntry();

export function App() {
  // Offline, a banner over the page: the page (and a form half filled in) stays as it is, and the customer carries
  // on when the connection is back (issue 23: a one-second drop used to replace the page and lose the form).
  const offline = useIsOffline();
  return (
    <AppProvider>
      <SandboxRibbon />
      {offline ? <OfflineBanner /> : null}
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
