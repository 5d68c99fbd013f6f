import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';
import { BottomNav } from './bottom-nav';
import { ServiceTileBar } from './service-tile-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}

/** Each history entry keeps its own position (app/history-entry.ts gives fresh loads their own key). */
const entryKey = (location: Location) => location.key;

export function CustomerLayout() {
  return (
    // On phones the bottom bar is fixed over the page's end: the padding keeps the footer clear of it.
    <div className="flex min-h-screen flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))] sm:pb-0">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader />
      <ServiceTileBar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <BottomNav />
      <ScrollRestoration getKey={entryKey} />
    </div>
  );
}
