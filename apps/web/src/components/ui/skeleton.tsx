import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { cn } from './cn';

/** A grey placeholder block the shape of content still loading (hidden from screen readers). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

/**
 * The loading state of a page or list: the skeleton blocks it is given, in a busy status region that says
 * `label` to screen readers (the blocks themselves say nothing).
 */
export function SkeletonGroup({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-live="polite" data-testid="skeleton" className={className}>
      <span className="sr-only">{label ?? i18n._({ id: 'ui.skeleton.loading', message: 'Loading…' })}</span>
      {children}
    </div>
  );
}
