import { setThemePreference, useTheme, type Theme, type ThemePreference } from '../lib/theme';
import { cn } from './ui/cn';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';

const LABEL: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** A sun, a moon, a screen. */
const ICON: Record<ThemePreference, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };

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
  const Icon = ICON[preference];
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
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only lg:not-sr-only" aria-hidden="true">
        {LABEL[preference]}
      </span>
    </button>
  );
}
