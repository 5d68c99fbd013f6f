import { lazy, useSyncExternalStore } from 'react';
import { isOffline, subscribeConnectivity } from '../lib/connectivity';

/** true while the app cannot reach the server (lib/connectivity.ts); re-renders when that changes. */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOffline, () => false);
}

/**
 * The offline banner (offline-banner.tsx) is not in the first page: it is fetched as soon as the app has started
 * (`loadOfflineBanner`, app.tsx), long before a connection can drop, and the service worker keeps it.
 */
export const loadOfflineBanner = () => import('./offline-banner');
export const OfflineBanner = lazy(() =>
  loadOfflineBanner().then((module) => ({ default: module.OfflineBanner })),
);
