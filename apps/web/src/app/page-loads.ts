import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * Pages other than the service pages come from their own chunks (React.lazy). While one is being downloaded the
 * page on screen stays (app/router.tsx shows a new location once its page's code is here) and a thin progress bar
 * shows that something is on its way: this counts the downloads under way for it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let pending = 0;

function change(by: number) {
  pending += by;
  for (const listener of listeners) listener();
}

export const pageLoads = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** true while a page's code is being downloaded. */
  busy: (): boolean => pending > 0,
};

/**
 * A page from its own chunk: a component, `preload` to fetch its code ahead of its first render, and `isLoaded`:
 * whether it has arrived (the page then renders at once).
 */
export type LazyPage = ComponentType & { preload(): Promise<unknown>; isLoaded(): boolean };

/** Pages whose download failed: each puts a fresh React.lazy in place, for their next mount to try again. */
const failedPages = new Set<() => void>();

/**
 * Lets the pages whose code could not be downloaded try again when they are next shown. Called by the error page
 * once it is on screen (app/route-states.tsx): React.lazy keeps a failure for good, and replacing it while React is
 * still rendering would start a new download on every retry of the render instead of showing the error.
 */
export function retryFailedPages(): void {
  for (const reset of failedPages) reset();
  failedPages.clear();
}

/**
 * A page from its own chunk; its download is counted while it lasts. Once the code is here the page renders at
 * once, without suspending: a page fetched before the app's first render (app/router.tsx preloadPageOf) is
 * drawn in the first frame, so the footer does not jump down when it arrives.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    if (!loading) {
      change(1);
      loading = load()
        .then((module) => {
          loaded = module.default;
          return module;
        })
        .finally(() => change(-1));
      loading.catch(() => {
        loading = null;
        failedPages.add(() => {
          Suspending = lazy(preload);
        });
      });
    }
    return loading;
  };
  let Suspending = lazy(preload);
  function Page() {
    // Chosen once per mount, so the page is never swapped for another component type (and its state lost).
    const [Shown] = useState<ComponentType>(() => loaded ?? Suspending);
    return createElement(Shown);
  }
  return Object.assign(Page, { preload, isLoaded: () => loaded !== null });
}
