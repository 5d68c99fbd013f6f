import { usePageTitle } from '../../lib/use-page-title';

/** A page whose content is still being built: its heading and a line saying so. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-muted">This page is coming soon.</p>
    </section>
  );
}
