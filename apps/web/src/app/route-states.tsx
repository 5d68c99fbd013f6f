import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isNetworkError } from '../lib/connectivity';
import { OfflineScreen } from './offline-screen';
import { paths } from './paths';

export function PageLoading() {
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-16 text-center text-lg text-muted">
      Loading...
    </p>
  );
}

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-muted">The page you are looking for does not exist.</p>
      <Link
        to={paths.home.getHref()}
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Go to Mobile Recharge
      </Link>
    </section>
  );
}

/** Shown when a page crashes or its code cannot be downloaded (for example right after a new release). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // The page's code could not be downloaded because the connection is gone: reload it when it is back.
  if (isNetworkError(error) || !navigator.onLine) return <OfflineScreen reloadWhenOnline />;
  return (
    <section role="alert" className="mx-auto max-w-6xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-muted">Please reload the page and try again.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Reload
      </button>
    </section>
  );
}
