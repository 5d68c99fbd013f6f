/**
 * The public pages as HTML, at build time (docs/decisions/0012). `vite build --ssr src/entry-server.tsx` bundles
 * this for Node; scripts/prerender.mjs calls `publicPages()` and `renderPage()` for each one and writes the HTML
 * into the client build. The HTML is the app itself (the same routes, layout and pages), rendered as a visitor
 * with no session, no stored choices and a phone-sized screen sees it before anything is fetched: identical for
 * every visitor, and what the browser's first render produces, so React hydrates it without a mismatch. What is
 * personal (the signed-in header, recents, saved numbers, the sandbox ribbon) renders after hydration.
 */
import { SERVICE_LIST } from '@paywise/domain/catalogue/services';
import { StrictMode, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { preloadPageOf } from './app/router';
import { paths } from './config/paths';
import { operatorPlanPages, rechargeHref, slugOf } from './features/services/operator-plan-pages';
import { FAQ } from './features/support/routes/faq-page';

export interface PublicPage {
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
    return {
      path: def.route,
      title: `${def.pageTitle} | PayWise`,
      description: isRecharge
        ? `${def.pageTitle} online in a few taps with PayWise: choose your operator, enter your number and pay by card, net banking, UPI or wallet.`
        : `${def.pageTitle} online with PayWise: fetch your bill, check the amount and pay by card, net banking, UPI or wallet in a few taps.`,
      breadcrumbs: [HOME, { name: def.pageTitle, path: def.route }],
      structuredData: [],
    };
  });
}

/** The text of a piece of JSX (for JSON-LD): its markup without the tags. */
function textOf(node: ReactNode): string {
  const html = renderToStaticMarkup(<StaticRouter location="/">{node}</StaticRouter>);
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
  const page = (
    path: string,
    title: string,
    description: string,
    structuredData: object[] = [],
  ): PublicPage => ({
    path,
    title: `${title} | PayWise`,
    description,
    breadcrumbs: [HOME, { name: title, path }],
    structuredData,
  });
  return [
    page(
      paths.customer.faq.getHref(),
      'FAQ',
      'Answers to what PayWise customers ask most about recharges, bill payments, refunds and cashback.',
      [
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
    ),
    page(
      paths.customer.terms.getHref(),
      'Terms & Conditions',
      'The terms of using PayWise for mobile, DTH and data card recharges and bill payments.',
    ),
    page(
      paths.customer.privacy.getHref(),
      'Privacy Policy',
      'What PayWise collects when you recharge or pay a bill, why, and how it is kept safe.',
    ),
    page(
      paths.customer.refund.getHref(),
      'Refund Policy',
      'When and how PayWise refunds a failed recharge or bill payment, and how long a refund takes to reach you.',
    ),
    page(
      paths.customer.grievance.getHref(),
      'Grievance Redressal',
      'Where to escalate a complaint about a PayWise recharge, bill payment or refund: support, the grievance officer and the RBI Integrated Ombudsman, with their time limits.',
    ),
    page(
      paths.customer.contact.getHref(),
      'Contact Us',
      'Call, message on WhatsApp or write to PayWise support about a recharge, a bill payment or a refund.',
    ),
  ];
}

/** The operator plan pages, each with its plans as an ItemList of Offers (price in rupees, INR). */
function planPages(origin: string): PublicPage[] {
  const mobile = { name: 'Mobile Recharge', path: paths.recharge.mobile.getHref() };
  return operatorPlanPages().map((page) => {
    const operatorPage = {
      name: `${page.operator.name} plans`,
      path: paths.operatorPlans.getHref(slugOf(page.operator.name)),
    };
    const prices = page.plans.map((plan) => plan.price);
    const where = page.circle ? ` in ${page.circle.name}` : '';
    const title = `${page.operator.name} Prepaid Recharge Plans${where}`;
    return {
      path: page.path,
      title: `${title} | PayWise`,
      description: `${page.plans.length} ${page.operator.name} prepaid recharge plans${where} from ₹${Math.min(...prices)} to ₹${Math.max(...prices)}: validity, data per day and OTT benefits of each, and a recharge in a few taps with PayWise.`,
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

/** Every page rendered to HTML at build time; `origin` (the site's address) makes links in JSON-LD absolute. */
export function publicPages(origin: string): PublicPage[] {
  return [...servicePages(), ...supportPages(), ...planPages(origin)];
}

/**
 * The HTML of the app's root element at `path`. The static prerenderer waits for every lazy part (the page's own
 * chunk, the biller search of a bill page) instead of writing its loading state; the browser loads the page's chunk
 * before hydrating (main.tsx), and React keeps the HTML of a part whose code is still on its way.
 */
export async function renderPage(path: string): Promise<string> {
  await preloadPageOf(path);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App Router={({ children }) => <StaticRouter location={path}>{children}</StaticRouter>} />
    </StrictMode>,
    // Every part inline, in its place: no part sent apart and moved in by an inline script (the CSP allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
