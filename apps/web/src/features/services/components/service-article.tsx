import { useLingui } from '@lingui/react';
import { SERVICE_ARTICLES } from '@paywise/domain/catalogue/service-articles';
import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import { use } from 'react';
import { articleIn, loadArticles } from '../../../lib/i18n/articles/articles';

/**
 * The article under the form (its own chunk with the catalogue's articles: see ServiceArticleBelow), in the
 * language on screen: another language's articles are downloaded the first time one shows (the Suspense around it
 * waits), English needs nothing.
 */
export default function ServiceArticle({ slug }: { slug: ServiceSlug }) {
  const { i18n } = useLingui();
  const loading = loadArticles(i18n.locale);
  if (loading) use(loading);
  const article = articleIn(i18n, slug, SERVICE_ARTICLES[slug]);
  return (
    <article className="mx-auto mt-10 max-w-6xl px-4" data-testid="service-article">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
        <h2 className="text-xl font-bold text-ink">{article.heading}</h2>
        <div className="mt-4 space-y-4 leading-relaxed text-muted">
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </article>
  );
}
