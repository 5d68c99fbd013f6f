import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { SandboxRibbon } from './sandbox-ribbon';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <SandboxRibbon />
      <RouterProvider router={router} />
    </AppProvider>
  );
}
