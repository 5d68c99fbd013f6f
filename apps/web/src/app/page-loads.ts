import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Pages other than the service pages come from their own chunks (React.lazy). While one is being downloaded the
 * page on screen stays (the router renders navigations as transitions) and a thin progress bar shows that
 * something is on its way: this counts the downloads under way for it.
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

/** A page from its own chunk; its download is counted while it lasts. */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> {
  return lazy(() => {
    change(1);
    return load().finally(() => change(-1));
  });
}
