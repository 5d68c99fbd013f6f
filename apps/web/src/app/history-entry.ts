/**
 * Scroll positions are saved per history entry, under the entry's key (app/scroll-positions.tsx).
 * A page loaded by the browser itself (a typed or pasted URL, a bookmark, a reload) has no key of its own:
 * react-router called it 'default', so every such load shared one saved position and opened where another
 * page had been left. Each load now gets a fresh key and so starts at the top, except a back/forward load,
 * which keeps its entry's key and so its position.
 */

interface EntryState {
  key?: unknown;
  idx?: unknown;
  [field: string]: unknown;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The history state to put on the entry being loaded, or null to leave it as it is. */
export function entryStateForLoad(
  state: unknown,
  navigationType: string | undefined,
  makeKey: () => string = newKey,
): EntryState | null {
  const current: EntryState = state !== null && typeof state === 'object' ? (state as EntryState) : {};
  if (navigationType === 'back_forward' && typeof current.key === 'string') return null;
  return { ...current, key: makeKey(), idx: typeof current.idx === 'number' ? current.idx : 0 };
}

/** Where app/scroll-positions.tsx keeps the positions (react-router's <ScrollRestoration> key, kept as it was). */
export const POSITIONS_KEY = 'react-router-scroll-positions';

/** The position saved for an entry, if any. */
export function savedPosition(stored: string | null, key: unknown): number | null {
  if (typeof key !== 'string' || !stored) return null;
  try {
    const y = (JSON.parse(stored) as Record<string, unknown>)[key];
    return typeof y === 'number' && y > 0 ? y : null;
  } catch {
    return null;
  }
}

/**
 * Back to a page of another document: app/scroll-positions.tsx restores its position as soon as the page is drawn, but
 * the parts that load after it (the company's details in the footer) make it longer, and the position was cut
 * short. Until the customer scrolls or types, or for 3 seconds, the position is set again as the page grows.
 */
function keepRestoring(win: Window, y: number) {
  const doc = win.document.documentElement;
  const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const observer = new ResizeObserver(() => {
    if (Math.abs(win.scrollY - y) > 1) win.scrollTo(0, y);
  });
  const stop = () => {
    observer.disconnect();
    win.clearTimeout(timer);
    for (const name of events) win.removeEventListener(name, stop);
  };
  const timer = win.setTimeout(stop, 3000);
  for (const name of events) win.addEventListener(name, stop, { passive: true });
  observer.observe(doc);
}

/** Runs once, before the router reads the entry. */
export function startHistoryEntry(win: Window = window): void {
  const [entry] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const next = entryStateForLoad(win.history.state, entry?.type);
  if (!next) {
    let stored: string | null = null;
    try {
      stored = win.sessionStorage.getItem(POSITIONS_KEY);
    } catch {
      // Storage refused (private mode): there is nothing to restore either.
    }
    const y = savedPosition(stored, (win.history.state as { key?: unknown } | null)?.key);
    if (y !== null && typeof ResizeObserver !== 'undefined') keepRestoring(win, y);
    return;
  }
  win.history.replaceState(next, '');
  // The browser would put a reloaded page back where it was; a fresh load starts at the top.
  win.history.scrollRestoration = 'manual';
}
