import type { ServiceDefinition } from '@paywise/domain/catalogue/types';

export function ServiceArticle({ def }: { def: ServiceDefinition }) {
  return (
    <article className="mx-auto mt-10 max-w-6xl px-4">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
        <h2 className="text-xl font-bold text-ink">{def.article.heading}</h2>
        <div className="mt-4 space-y-4 leading-relaxed text-muted">
          {def.article.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </article>
  );
}
