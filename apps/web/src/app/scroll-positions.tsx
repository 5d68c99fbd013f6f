import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
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

export function ScrollPositions() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef<string | null>(null);

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
      save();
    };
  }, []);

  // A new entry on screen (or the first one): back/forward to its saved place, anything else to the top (or to
  // its #hash).
  useLayoutEffect(() => {
    positions.current ??= readPositions();
    if (currentKey.current === location.key) return;
    currentKey.current = location.key;
    writePositions(positions.current);
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
