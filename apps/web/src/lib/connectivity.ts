/**
 * Whether the app can reach the server: false while the browser says it is offline, or after a request failed with a
 * network error and a check of /api/health failed too. Back online (the 'online' event, or a later check that
 * succeeds), it turns true again. The app shows its offline screen while it is false (app/offline-screen.tsx).
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let unreachable = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 10_000;

function emit() {
  for (const listener of listeners) listener();
}

function setUnreachable(next: boolean) {
  if (unreachable === next) return;
  unreachable = next;
  clearTimeout(retryTimer);
  if (next) retryTimer = setTimeout(() => void checkConnection(), RETRY_MS);
  emit();
}

/** true when the browser is offline or the server could not be reached. */
export function isOffline(): boolean {
  return unreachable || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** Asks the server whether it is reachable; updates the state and answers true when it is. */
export async function checkConnection(): Promise<boolean> {
  try {
    const response = await fetch('/api/health', { cache: 'no-store' });
    setUnreachable(false);
    return response.ok || response.status < 500;
  } catch {
    setUnreachable(true);
    return false;
  }
}

/** A request failed with a network error (not an HTTP status): check whether the server is reachable at all. */
export function reportNetworkFailure(): void {
  void checkConnection();
}

/** A fetch that threw because of the network (offline, DNS, connection refused), not one the app aborted. */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error) || error.name === 'AbortError') return false;
  return (
    error instanceof TypeError &&
    /fetch|network|load failed|dynamically imported module|importing a module script/i.test(error.message)
  );
}

export function subscribeConnectivity(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', emit);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', emit);
    }
  };
}

function onOnline() {
  unreachable = false;
  clearTimeout(retryTimer);
  emit();
}
