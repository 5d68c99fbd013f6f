import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { useVerifyEmailDialog } from '../../lib/verify-email-context';
import { pageLoads } from '../page-loads';
import { PageSlot } from '../route-states';
import { BottomNav } from './bottom-nav';
import { ServiceTileBar } from './service-tile-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SkipLink() {
  const { i18n } = useLingui();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {i18n._({ id: 'shell.skipToMain', message: 'Skip to main content' })}
    </a>
  );
}

/** While the next page's code downloads, the current page stays and this bar shows that the tap was heard. */
function NavigationProgress() {
  const { i18n } = useLingui();
  const busy = useSyncExternalStore(pageLoads.subscribe, pageLoads.busy, pageLoads.busy);
  if (!busy) return null;
  return (
    <div
      role="progressbar"
      aria-label={i18n._({ id: 'shell.loadingPage', message: 'Loading page' })}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}

// The email code dialog opened in place ("Verify now" beside the order limit's message) comes when first asked.
const VerifyEmailHost = lazy(() => import('../../features/profile/components/verify-email-host'));

function VerifyEmailSlot() {
  const { request } = useVerifyEmailDialog();
  const [hasOpened, setHasOpened] = useState(false);
  if (request && !hasOpened) setHasOpened(true);
  return hasOpened ? (
    <Suspense fallback={null}>
      <VerifyEmailHost />
    </Suspense>
  ) : null;
}

export function CustomerLayout() {
  return (
    // On phones the bottom bar is fixed over the page's end: the padding keeps the footer clear of it.
    <div className="flex min-h-screen flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))] sm:pb-0">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader />
      <ServiceTileBar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A pathless slot: a page that fails keeps the header and footer around it. */}
        <PageSlot>
          <Outlet />
        </PageSlot>
      </main>
      <SiteFooter />
      <BottomNav />
      <VerifyEmailSlot />
    </div>
  );
}
