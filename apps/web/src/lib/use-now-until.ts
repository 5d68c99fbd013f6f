import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); a later moment is waited for in steps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The time now, read again when `at` comes (once): a page that says "from 10:15 AM" changes by itself at 10:15
 * AM. Null (or a moment already past): the time of the render, never read again.
 */
export function useNowUntil(at: Date | null): Date {
  const [now, setNow] = useState(() => new Date());
  const target = at?.getTime() ?? null;
  useEffect(() => {
    if (target === null) return;
    const wait = target - Date.now();
    if (wait < 0) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait + 1, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [target, now]);
  return now;
}
