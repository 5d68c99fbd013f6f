import { useEffect, useState, useSyncExternalStore } from 'react';
import { checkConnection, isOffline, subscribeConnectivity } from '../lib/connectivity';

/** true while the app cannot reach the server (lib/connectivity.ts); re-renders when that changes. */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOffline, () => false);
}

/**
 * The app's own offline page: what works offline is only what is already on the phone, and every recharge or bill
 * needs the server, so it says so and tries again by itself when the connection comes back.
 * `reloadWhenOnline`: the page itself could not be loaded (a route's code), so coming back online reloads it.
 */
export function OfflineScreen({ reloadWhenOnline = false }: { reloadWhenOnline?: boolean }) {
  const offline = useIsOffline();
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (reloadWhenOnline && !offline) window.location.reload();
  }, [offline, reloadWhenOnline]);

  async function retry() {
    setChecking(true);
    const reachable = await checkConnection();
    setChecking(false);
    if (reachable && reloadWhenOnline) window.location.reload();
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
      <section
        role="alert"
        aria-labelledby="offline-title"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="mx-auto size-14 text-brand-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M5 12.6a10 10 0 0 1 3.3-2M19 12.6a10 10 0 0 0-2.3-1.6M8.5 16.4a5 5 0 0 1 7 0" />
          <circle cx="12" cy="20" r="1" fill="currentColor" />
          <path d="M3 3l18 18" />
        </svg>
        <h1 id="offline-title" className="mt-4 text-2xl font-bold text-ink">
          You&apos;re offline
        </h1>
        <p className="mt-2 text-muted">
          PayWise needs an internet connection to recharge and pay bills. We&apos;ll carry on as soon as
          you&apos;re back online.
        </p>
        <button
          type="button"
          onClick={() => void retry()}
          disabled={checking}
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {checking ? 'Checking...' : 'Try again'}
        </button>
      </section>
    </main>
  );
}
