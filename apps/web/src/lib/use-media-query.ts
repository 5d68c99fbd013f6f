import { useSyncExternalStore } from 'react';

/** Wide enough for the service pages' side panel to sit beside the form (Tailwind's lg). */
export const WIDE_SCREEN = '(min-width: 1024px)';

/** Whether a CSS media query matches now; the component renders again when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // A prerendered page is built, and hydrated, as if on a phone; the real width renders right after hydration.
    () => false,
  );
}
