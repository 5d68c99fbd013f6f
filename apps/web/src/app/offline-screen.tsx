import { useState, useSyncExternalStore } from 'react';
import { checkConnection, isOffline, subscribeConnectivity } from '../lib/connectivity';
import { WifiOff } from 'lucide-react';

/** true while the app cannot reach the server (lib/connectivity.ts); re-renders when that changes. */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOffline, () => false);
}

/**
 * The app's own offline page: what works offline is only what is already on the phone, and every recharge or bill
 * needs the server, so it says so and tries again by itself when the connection comes back (app.tsx then renders
 * the pages again; one whose code could not be downloaded tries again as it mounts: app/page-loads.ts).
 */
export function OfflineScreen() {
  const [checking, setChecking] = useState(false);

  async function retry() {
    setChecking(true);
    await checkConnection();
    setChecking(false);
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
      <section
        role="alert"
        aria-labelledby="offline-title"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <WifiOff aria-hidden="true" className="mx-auto size-14 text-brand-700" />
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
