import { BrowserRouter } from 'react-router';
import { OfflineScreen, useIsOffline } from './offline-screen';
import { AppProvider } from './provider';
import { startHistoryEntry } from './history-entry';
import { AppRoutes } from './router';
import { SandboxRibbon } from './sandbox-ribbon';

// Before the router reads the entry it was loaded on.
startHistoryEntry();

export function App() {
  // Offline, the app's own offline screen instead of pages that would only fail; the router (and where the
  // customer was) is kept, and comes back when the connection does.
  const offline = useIsOffline();
  return (
    <AppProvider>
      <SandboxRibbon />
      <BrowserRouter>{offline ? <OfflineScreen /> : <AppRoutes />}</BrowserRouter>
    </AppProvider>
  );
}
