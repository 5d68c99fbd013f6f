import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

/** The frame of the static help and legal pages: title, a short lead and the text. */
export function LegalPage({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {updated ? (
        <p className="mt-1 text-sm text-muted">
          {i18n._({ id: 'support.legal.updated', message: 'Last updated: {updated}', values: { updated } })}
        </p>
      ) : null}
      <div className="mt-3 text-lg leading-relaxed text-muted">{lead}</div>
      <div className="mt-6">{children}</div>
    </article>
  );
}

/** A titled block of running text inside a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 first:mt-0">
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-2">
        {children}
      </div>
    </section>
  );
}
