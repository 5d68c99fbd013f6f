import { useLingui } from '@lingui/react';
import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isNetworkError, isOffline, reportNetworkFailure, subscribeConnectivity } from '../lib/connectivity';
import { paths } from '../config/paths';
import { retryFailedPages } from './page-loads';

export function PageLoading() {
  const { i18n } = useLingui();
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-16 text-center text-lg text-muted">
      {i18n._({ id: 'shell.loading', message: 'Loading...' })}
    </p>
  );
}

export function NotFoundPage() {
  const { i18n } = useLingui();
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">
        {i18n._({ id: 'shell.notFound.title', message: 'Page not found' })}
      </h1>
      <p className="mt-2 text-muted">
        {i18n._({ id: 'shell.notFound.text', message: 'The page you are looking for does not exist.' })}
      </p>
      <Link
        to={paths.home.getHref()}
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {i18n._({ id: 'shell.notFound.home', message: 'Go to Mobile Recharge' })}
      </Link>
    </section>
  );
}

/** Shown when a page crashes or its code cannot be downloaded (for example right after a new release). */
export function RouteErrorPage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { i18n } = useLingui();
  // The page's code could not be downloaded: when the server cannot be reached at all, the app shows its offline
  // banner, and the page is tried again once the connection is back; otherwise Reload tries again.
  useEffect(() => {
    retryFailedPages();
    if (!isNetworkError(error)) return;
    reportNetworkFailure();
    return subscribeConnectivity(() => {
      if (!isOffline()) onRetry?.();
    });
  }, [error, onRetry]);
  return (
    <section role="alert" className="mx-auto max-w-6xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">
        {i18n._({ id: 'shell.error.title', message: 'Something went wrong' })}
      </h1>
      <p className="mt-2 text-muted">
        {i18n._({ id: 'shell.error.text', message: 'Please reload the page and try again.' })}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {i18n._({ id: 'shell.error.reload', message: 'Reload' })}
      </button>
    </section>
  );
}

/**
 * Catches a page that crashes or whose code cannot be downloaded, and shows RouteErrorPage in its place; the
 * layout around it stays (React reports the error in the console). `resetKey` (the location) clears the error
 * when the customer goes elsewhere.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: unknown; resetKey: string; failed: boolean }
> {
  override state = { error: null as unknown, resetKey: this.props.resetKey, failed: false };

  /** Back online after a page's code could not be downloaded: the page is tried again. */
  retry = () => this.setState({ failed: false, error: null });

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { resetKey: string; failed: boolean },
  ): { resetKey: string; failed: boolean; error: unknown } | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, failed: false, error: null };
  }

  override render() {
    return this.state.failed ? (
      <RouteErrorPage error={this.state.error} onRetry={this.retry} />
    ) : (
      this.props.children
    );
  }
}

/**
 * What a layout puts where its page goes: the page, a loading line while its code arrives the first time, and the
 * error page in its place if it crashes (the layout around it stays).
 */
export function PageSlot({ children, locationKey }: { children: ReactNode; locationKey?: string }) {
  // Inside the routes the location is the one shown; outside them (app/router.tsx) it is given.
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={locationKey ?? location.key}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
