import { useSyncExternalStore } from 'react';

/**
 * Light or dark theme. 'system' (nothing stored) follows prefers-color-scheme, also when it changes while the
 * page is open; 'light' and 'dark' are the visitor's choice, remembered on the device. public/theme-init.js
 * applies the same rule before the first paint: keep the key and the theme colours in step with it.
 */
export type ThemePreference = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'paywise.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
/** <meta name="theme-color">: the brand indigo in light, the header's surface in dark. */
const THEME_COLOR: Record<Theme, string> = { light: '#3730a3', dark: '#161b29' };

const listeners = new Set<() => void>();

function readPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const systemIsDark = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(DARK_QUERY).matches;

let preference: ThemePreference = readPreference();
let theme: Theme = resolve(preference);

function resolve(p: ThemePreference): Theme {
  return p === 'system' ? (systemIsDark() ? 'dark' : 'light') : p;
}

function apply() {
  const next = resolve(preference);
  const root = document.documentElement;
  root.classList.toggle('dark', next === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[next]);
  theme = next;
  listeners.forEach((listener) => listener());
}

export function setThemePreference(next: ThemePreference) {
  try {
    if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage blocked: the choice lasts until the page closes.
  }
  preference = next;
  apply();
}

if (typeof window !== 'undefined') {
  apply();
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', () => {
      if (preference === 'system') apply();
    });
  }
  // A choice made in another tab.
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    preference = readPreference();
    apply();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The stored choice ('system' when none) and the theme on screen; renders again when either changes. A prerendered
 * page (docs/decisions/0012) is the same HTML for every visitor: it is built, and hydrated, with 'system' and
 * 'light', and the visitor's own choice renders right after hydration.
 */
export function useTheme(): { preference: ThemePreference; theme: Theme } {
  const current = useSyncExternalStore(
    subscribe,
    () => preference,
    (): ThemePreference => 'system',
  );
  const shown = useSyncExternalStore(
    subscribe,
    () => theme,
    (): Theme => 'light',
  );
  return { preference: current, theme: shown };
}
