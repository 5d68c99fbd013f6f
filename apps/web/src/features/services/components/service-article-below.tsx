import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const ServiceArticle = lazy(() => import('./service-article'));

/**
 * The article is read below the fold, so it is not part of the first page's download: it is fetched when its place
 * comes within 400 px of the viewport (at once on a tall desktop window, when the customer scrolls on a phone).
 */
export function ServiceArticleBelow({ slug }: { slug: ServiceSlug }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const place = placeRef.current;
    if (near || !place) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={placeRef}>
      {near && (
        <Suspense fallback={null}>
          <ServiceArticle slug={slug} />
        </Suspense>
      )}
    </div>
  );
}
