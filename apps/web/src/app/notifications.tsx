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

/** Where notifications appear; the library arrives at the first tap or key press, or with the first notification. */
export function Notifications({ theme }: { theme: 'light' | 'dark' }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let active = true;
    const load = () => {
      if (active) setWanted(true);
    };
    void whenToasterWanted().then(load);
    // Not on the first page's bill: a visitor who only looks downloads nothing for notifications, one who starts
    // using the page has them ready by the time an answer comes.
    const events = ['pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, load, { once: true, passive: true });
    return () => {
      active = false;
      for (const name of events) window.removeEventListener(name, load);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...toasterProps} theme={theme} />
    </Suspense>
  );
}
