import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router';
import { POSITIONS_KEY } from './history-entry';

/**
 * Scroll positions per history entry, under the entry's key (app/history-entry.ts gives every fresh load its own
 * key): a new navigation (a link, a typed URL, a reload) starts at the top or at its #hash; back and forward put the
 * page where that entry was left. Positions are kept for the tab's life in sessionStorage, so they also survive a
 * visit to another site and back.
 */
function readPositions(): Record<string, number> {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as unknown;
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>) {
  try {
    window.sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage refused (private mode, quota): positions last as long as the page.
  }
}

/** How long a restored position waits for its page to grow tall enough (parts drawn a moment after the page). */
const RESTORE_FRAMES = 30;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `y`, and while the page is still too short for it (a part of it drawn a frame later, content that
 * arrives after it), tries again on the next frames, up to RESTORE_FRAMES, unless the customer scrolls, taps or types
 * first. Returns a function that stops it.
 */
function scrollBackTo(y: number): () => void {
  window.scrollTo(0, y);
  let frames = 0;
  let frame = 0;
  const stop = () => {
    window.cancelAnimationFrame(frame);
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  };
  const again = () => {
    if (Math.abs(window.scrollY - y) < 1 || ++frames > RESTORE_FRAMES) return stop();
    window.scrollTo(0, y);
    frame = window.requestAnimationFrame(again);
  };
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  frame = window.requestAnimationFrame(again);
  return stop;
}

/** `location`: the one whose page is on screen (app/router.tsx), and how it was reached. */
export function ScrollPositions({
  location,
  navigationType,
}: {
  location: Location;
  navigationType: string;
}) {
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef<string | null>(null);
  const stopRestoring = useRef<() => void>(() => {});

  // The position of the entry on screen, kept up to date as the customer scrolls and saved when the page goes.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (currentKey.current !== null) positions.current![currentKey.current] = window.scrollY;
      });
    };
    const save = () => writePositions(positions.current!);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      stopRestoring.current();
      save();
    };
  }, []);

  // A new entry on screen (or the first one): back/forward to its saved place, anything else to the top (or to
  // its #hash).
  useLayoutEffect(() => {
    positions.current ??= readPositions();
    if (currentKey.current === location.key) return;
    currentKey.current = location.key;
    stopRestoring.current();
    writePositions(positions.current);
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && typeof saved === 'number') {
      stopRestoring.current = scrollBackTo(saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
