import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { OfflineScreen, useIsOffline } from './offline-screen';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { SandboxRibbon } from './sandbox-ribbon';

export function App() {
  const [router] = useState(createAppRouter);
  // Offline, the app's own offline screen instead of pages that would only fail; the router (and where the
  // customer was) is kept, and comes back when the connection does.
  const offline = useIsOffline();
  return (
    <AppProvider>
      <SandboxRibbon />
      {offline ? <OfflineScreen /> : <RouterProvider router={router} />}
    </AppProvider>
  );
}
