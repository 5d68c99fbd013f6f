import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

/** A back-office page: its heading (also the document title) and an optional action beside it. */
export function AdminPage({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title, 'PayWise Admin');
  return (
    <section className="mx-auto w-full max-w-7xl px-3 py-6 sm:px-6">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Loading, error and empty lines shared by the back-office lists. */
export function ListState({ tone = 'muted', children }: { tone?: 'muted' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error' ? 'py-8 text-center font-semibold text-red-700' : 'py-8 text-center text-muted'
      }
    >
      {children}
    </p>
  );
}
