/**
 * The public pages as HTML, at build time (docs/decisions/0012). `vite build --ssr src/entry-server.tsx` bundles
 * this for Node; scripts/prerender.mjs calls `publicPages()` and `renderPage()` for each one and writes the HTML
 * into the client build. The HTML is the app itself (the same routes, layout and pages), rendered as a visitor
 * with no session, no stored choices and a phone-sized screen sees it before anything is fetched: identical for
 * every visitor, and what the browser's first render produces, so React hydrates it without a mismatch. What is
 * personal (the signed-in header, recents, saved numbers, the sandbox ribbon) renders after hydration.
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { SERVICE_LIST } from '@paywise/domain/catalogue/services';
import { StrictMode, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { SEO } from './app/seo';
import { preloadPageOf } from './app/router';
import { paths } from './config/paths';
import { catalogueText, serviceText } from './lib/i18n/catalogue';
import { activateLanguage, i18n } from './lib/i18n/i18n';
import { localizedPath, type Language } from './lib/i18n/languages';
import { operatorPlanPages, rechargeHref, slugOf } from './features/services/operator-plan-pages';
import { FAQ } from './features/support/routes/faq-page';

export { LANGUAGES } from './lib/i18n/languages';

export interface PublicPage {
  /** The page's path in English (no language prefix). */
  path: string;
  /** The tab title, as the page sets it (`usePageTitle`): `${title} | PayWise`. */
  title: string;
  description: string;
  /** From the site's root to this page, for BreadcrumbList. */
  breadcrumbs: { name: string; path: string }[];
  /** JSON-LD beside the BreadcrumbList (FAQPage...). */
  structuredData: object[];
}

const HOME = { name: 'PayWise', path: paths.home.getHref() };

function servicePages(): PublicPage[] {
  return SERVICE_LIST.map((def) => {
    const isRecharge = def.group === 'recharge';
    const title = serviceText(i18n, def, 'pageTitle');
    return {
      path: def.route,
      title: `${title} | PayWise`,
      description: i18n._({
        ...(isRecharge ? SEO.rechargeDescription : SEO.billDescription),
        values: { title },
      }),
      breadcrumbs: [HOME, { name: title, path: def.route }],
      structuredData: [],
    };
  });
}

/** English, whatever language is being prerendered: the FAQPage structured data stays in English. */
const ENGLISH = setupI18n({ locale: 'en', messages: { en: {} } });

/** The text of a piece of JSX (for JSON-LD): its markup without the tags, in English. */
function textOf(node: ReactNode): string {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={ENGLISH}>
      <StaticRouter location="/">{node}</StaticRouter>
    </I18nProvider>,
  );
  return html
    .replace(/<\/(?:p|li)>/g, '$& ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function supportPages(): PublicPage[] {
  const page = ({
    path,
    title,
    description,
    structuredData = [],
  }: {
    path: string;
    title: string;
    description: string;
    structuredData?: object[];
  }): PublicPage => ({
    path,
    title: `${title} | PayWise`,
    description,
    breadcrumbs: [HOME, { name: title, path }],
    structuredData,
  });
  return [
    page({
      path: paths.customer.faq.getHref(),
      title: i18n._({ id: 'shell.footer.faq', message: 'FAQ' }),
      description: i18n._(SEO.faq),
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: FAQ.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: textOf(item.answer) },
          })),
        },
      ],
    }),
    page({
      path: paths.customer.terms.getHref(),
      title: i18n._({ id: 'shell.footer.terms', message: 'Terms & Conditions' }),
      description: i18n._(SEO.terms),
    }),
    page({
      path: paths.customer.privacy.getHref(),
      title: i18n._({ id: 'shell.footer.privacy', message: 'Privacy Policy' }),
      description: i18n._(SEO.privacy),
    }),
    page({
      path: paths.customer.refund.getHref(),
      title: i18n._({ id: 'shell.footer.refund', message: 'Refund Policy' }),
      description: i18n._(SEO.refund),
    }),
    page({
      path: paths.customer.grievance.getHref(),
      title: i18n._({ id: 'shell.footer.grievance', message: 'Grievance Redressal' }),
      description: i18n._(SEO.grievance),
    }),
    page({
      path: paths.customer.contact.getHref(),
      title: i18n._({ id: 'shell.contactUs', message: 'Contact Us' }),
      description: i18n._(SEO.contact),
    }),
  ];
}

/** The operator plan pages, each with its plans as an ItemList of Offers (price in rupees, INR). */
function planPages(origin: string): PublicPage[] {
  const mobile = { name: catalogueText(i18n, 'Mobile Recharge'), path: paths.recharge.mobile.getHref() };
  return operatorPlanPages().map((page) => {
    const operator = page.operator.name;
    const operatorPage = {
      name: i18n._({ id: 'services.operatorPlans.link', message: '{operator} plans', values: { operator } }),
      path: paths.operatorPlans.getHref(slugOf(operator)),
    };
    const prices = page.plans.map((plan) => plan.price);
    // The page's own title (operator-plans-page.tsx), and numbers as they are (no grouping), as in English before.
    const values = {
      operator,
      count: String(page.plans.length),
      min: String(Math.min(...prices)),
      max: String(Math.max(...prices)),
    };
    const title = page.circle
      ? i18n._({
          id: 'services.operatorPlans.titleInCircle',
          message: '{operator} Prepaid Recharge Plans in {circle}',
          values: { operator, circle: page.circle.name },
        })
      : i18n._({
          id: 'services.operatorPlans.title',
          message: '{operator} Prepaid Recharge Plans',
          values: { operator },
        });
    return {
      path: page.path,
      title: `${title} | PayWise`,
      description: page.circle
        ? i18n._({ ...SEO.operatorPlansInCircle, values: { ...values, circle: page.circle.name } })
        : i18n._({ ...SEO.operatorPlans, values }),
      breadcrumbs: page.circle
        ? [HOME, mobile, operatorPage, { name: page.circle.name, path: page.path }]
        : [HOME, mobile, operatorPage],
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: page.heading,
          numberOfItems: page.plans.length,
          itemListElement: page.plans.map((plan, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            item: {
              '@type': 'Offer',
              name: `${page.operator.name} ₹${plan.price} prepaid plan (${plan.validity})`,
              description: plan.details,
              category: plan.category,
              price: plan.price.toFixed(2),
              priceCurrency: 'INR',
              url: `${origin}${rechargeHref(page.operator, plan, page.circle)}`,
            },
          })),
        },
      ],
    };
  });
}

/**
 * Every page rendered to HTML at build time, in a language (/hi/..., /ta/...; the titles, descriptions
 * and breadcrumbs in it); `origin` (the site's address) makes links in JSON-LD absolute.
 */
export async function publicPages(origin: string, language: Language = 'en'): Promise<PublicPage[]> {
  await activateLanguage(language);
  // The operator plan pages in every language too: their texts are translated, the plans' own details stay the
  // operator's (English), as on the page.
  const pages = [...servicePages(), ...supportPages(), ...planPages(origin)];
  // Links inside a page in another language stay in it.
  return language === 'en'
    ? pages
    : pages.map((page) => ({
        ...page,
        breadcrumbs: page.breadcrumbs.map((crumb) => ({
          ...crumb,
          path: localizedPath(language, crumb.path),
        })),
      }));
}

/**
 * The HTML of the app's root element at `path`. The static prerenderer waits for every lazy part (the page's own
 * chunk, the biller search of a bill page) instead of writing its loading state; the browser loads the page's chunk
 * before hydrating (main.tsx), and React keeps the HTML of a part whose code is still on its way.
 */
export async function renderPage(path: string, language: Language = 'en'): Promise<string> {
  await Promise.all([preloadPageOf(path), activateLanguage(language)]);
  // A page in another language lives under its prefix: every link in it keeps the prefix (the router's basename).
  const basename = language === 'en' ? undefined : `/${language}`;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App
        Router={({ children }) => (
          <StaticRouter basename={basename} location={localizedPath(language, path)}>
            {children}
          </StaticRouter>
        )}
      />
    </StrictMode>,
    // Every part inline, in its place: no part sent apart and moved in by an inline script (the CSP allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
