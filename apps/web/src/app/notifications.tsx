import { lazy, Suspense, useEffect, useState } from 'react';
import { toasterMounted, toasterProps, whenToasterWanted } from '../lib/notify';

/** sonner's <Toaster>, from its own chunk (see lib/notify.ts). */
const Toaster = lazy(() =>
  import('sonner').then(({ Toaster: SonnerToaster }) => ({
    default: function ReadyToaster(props: typeof toasterProps) {
      useEffect(toasterMounted, []);
      return <SonnerToaster {...props} />;
    },
  })),
);

/** Where notifications appear; the library arrives once the page has loaded (or at the first notification). */
export function Notifications({ theme }: { theme: 'light' | 'dark' }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let active = true;
    const load = () => {
      if (active) setWanted(true);
    };
    void whenToasterWanted().then(load);
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      active = false;
      window.removeEventListener('load', load);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...toasterProps} theme={theme} />
    </Suspense>
  );
}
