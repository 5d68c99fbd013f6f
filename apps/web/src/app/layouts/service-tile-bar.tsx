import { useLingui } from '@lingui/react';
import { serviceText } from '../../lib/i18n/catalogue';
import {
  findServiceByRoute,
  MORE_SERVICES,
  SERVICES,
  TILE_SERVICES,
} from '@paywise/domain/catalogue/services';
import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../components/ui/cn';
import { ServiceIcon } from '../../components/ui/service-icon';

/** Whether the tile stands for the page at this path: its own, or one of its tabs (postpaid: the mobile tile). */
function isTileOf(slug: ServiceSlug, pathname: string): boolean {
  const page = findServiceByRoute(pathname);
  return page !== undefined && (page.slug === slug || page.tabOf === slug);
}

function Tile({ slug }: { slug: ServiceSlug }) {
  const { i18n } = useLingui();
  const service = SERVICES[slug];
  const isActive = isTileOf(slug, useLocation().pathname);
  return (
    <Link
      to={service.route}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'group flex min-h-11 min-w-[4.75rem] shrink-0 flex-col items-center gap-1.5 rounded-xl px-1 py-2 text-center text-xs font-semibold leading-tight sm:min-w-[5.5rem] sm:text-[0.8125rem]',
        isActive ? 'text-brand-700' : 'text-muted hover:text-ink',
      )}
    >
      <span
        className={cn(
          'flex size-11 items-center justify-center rounded-full transition-colors',
          isActive
            ? 'bg-brand-700 text-white shadow-md shadow-brand-700/30'
            : 'bg-brand-50 text-brand-700 group-hover:bg-brand-100',
        )}
      >
        <ServiceIcon name={slug} />
      </span>
      <span
        className={cn(
          'border-b-2 pb-0.5 whitespace-nowrap',
          isActive ? 'border-brand-700' : 'border-transparent',
        )}
      >
        {serviceText(i18n, service, 'tileLabel')}
      </span>
    </Link>
  );
}

/** The ten service tiles and the '+More' panel with the other ten (docs/product.md#pages). */
export function ServiceTileBar() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  const panelId = useId();
  const barRef = useRef<HTMLDivElement>(null);
  const moreButtonRef = useRef<HTMLButtonElement>(null);
  const isMoreActive = MORE_SERVICES.some((slug) => SERVICES[slug].route === pathname);

  useEffect(() => {
    setIsMoreOpen(false);
    // On phones the bar scrolls sideways: bring the current service (or '+More', which holds it) into view.
    const current =
      barRef.current?.querySelector<HTMLElement>('[aria-current="page"]') ??
      (isMoreActive ? moreButtonRef.current : null);
    current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname, isMoreActive]);

  useEffect(() => {
    if (!isMoreOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsMoreOpen(false);
        moreButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMoreOpen]);

  return (
    <nav
      aria-label={i18n._({ id: 'shell.services.nav', message: 'Services' })}
      className="border-b border-slate-200 bg-white"
    >
      <div className="mx-auto max-w-6xl">
        <div
          ref={barRef}
          className="flex gap-1 overflow-x-auto px-2 py-2 [scrollbar-width:none] sm:px-4 lg:justify-between [&::-webkit-scrollbar]:hidden"
        >
          {TILE_SERVICES.map((slug) => (
            <Tile key={slug} slug={slug} />
          ))}
          <button
            ref={moreButtonRef}
            type="button"
            aria-expanded={isMoreOpen}
            aria-controls={panelId}
            onClick={() => setIsMoreOpen((open) => !open)}
            className={cn(
              'group flex min-h-11 min-w-[4.75rem] shrink-0 flex-col items-center gap-1.5 rounded-xl px-1 py-2 text-xs font-semibold leading-tight sm:min-w-[5.5rem] sm:text-[0.8125rem]',
              isMoreActive || isMoreOpen ? 'text-brand-700' : 'text-muted hover:text-ink',
            )}
          >
            <span
              className={cn(
                'flex size-11 items-center justify-center rounded-full border-2 border-dashed transition-colors',
                isMoreActive
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-brand-300 bg-white text-brand-700',
              )}
            >
              <ServiceIcon name="more" className={cn('transition-transform', isMoreOpen && 'rotate-45')} />
            </span>
            <span
              className={cn('border-b-2 pb-0.5', isMoreActive ? 'border-brand-700' : 'border-transparent')}
            >
              {i18n._({ id: 'shell.services.more', message: '+More' })}
            </span>
          </button>
        </div>
        <section
          id={panelId}
          hidden={!isMoreOpen}
          aria-labelledby={`${panelId}-title`}
          className="border-t border-slate-200 px-4 pt-4 pb-5"
        >
          <h2 id={`${panelId}-title`} className="mb-3 text-base font-bold text-ink">
            {i18n._({ id: 'shell.services.other', message: 'Other Services' })}
          </h2>
          <div className="grid grid-cols-4 gap-x-1 gap-y-3 sm:grid-cols-5 lg:grid-cols-10">
            {MORE_SERVICES.map((slug) => (
              <div key={slug} className="flex justify-center">
                <Tile slug={slug} />
              </div>
            ))}
          </div>
        </section>
      </div>
    </nav>
  );
}
