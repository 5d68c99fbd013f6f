import { setThemePreference, useTheme, type Theme, type ThemePreference } from '../lib/theme';
import { cn } from './ui/cn';

const LABEL: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };

const ICON: Record<ThemePreference, string> = {
  // A sun, a moon, a screen.
  light:
    'M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  system: 'M4 5h16v11H4zM9 20h6M12 16v4',
};

/**
 * Every press changes something: from System to the other theme than the one on screen, then to the system's
 * theme chosen for good, then back to System (following the device again).
 */
function nextPreference(preference: ThemePreference, theme: Theme): ThemePreference {
  const opposite: Theme = theme === 'dark' ? 'light' : 'dark';
  if (preference === 'system') return opposite;
  const systemTheme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  return preference === systemTheme ? 'system' : systemTheme;
}

/** The colour theme button of the site header and the admin top bar: System, Light or Dark. */
export function ThemeToggle({ className }: { className?: string }) {
  const { preference, theme } = useTheme();
  const next = nextPreference(preference, theme);
  return (
    <button
      type="button"
      onClick={() => setThemePreference(next)}
      aria-label={`Colour theme: ${LABEL[preference]}`}
      title={`Switch to ${LABEL[next]}`}
      data-testid="theme-toggle"
      data-theme-preference={preference}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICON[preference]} />
      </svg>
      <span className="sr-only lg:not-sr-only" aria-hidden="true">
        {LABEL[preference]}
      </span>
    </button>
  );
}
