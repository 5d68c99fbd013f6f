import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { setThemePreference, useTheme, type Theme, type ThemePreference } from '../lib/theme';
import { cn } from './ui/cn';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';

const LABEL: Record<ThemePreference, MessageDescriptor> = {
  system: /*i18n*/ { id: 'ui.theme.system', message: 'System' },
  light: /*i18n*/ { id: 'ui.theme.light', message: 'Light' },
  dark: /*i18n*/ { id: 'ui.theme.dark', message: 'Dark' },
};

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
  const { i18n } = useLingui();
  const { preference, theme } = useTheme();
  const next = nextPreference(preference, theme);
  const Icon = ICON[preference];
  return (
    <button
      type="button"
      onClick={() => setThemePreference(next)}
      aria-label={i18n._({
        id: 'ui.theme.current',
        message: 'Colour theme: {theme}',
        values: { theme: i18n._(LABEL[preference]) },
      })}
      title={i18n._({
        id: 'ui.theme.switchTo',
        message: 'Switch to {theme}',
        values: { theme: i18n._(LABEL[next]) },
      })}
      data-testid="theme-toggle"
      data-theme-preference={preference}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only lg:not-sr-only" aria-hidden="true">
        {i18n._(LABEL[preference])}
      </span>
    </button>
  );
}
