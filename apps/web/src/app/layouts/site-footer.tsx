import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { FALLBACK_COMPANY_NAME, useCompany } from '../../lib/company';
import { paths } from '../../config/paths';
import { BrandMark } from './site-header';

const HELP_LINKS = [
  {
    label: /*i18n*/ { id: 'shell.contactUs', message: 'Contact Us' },
    href: paths.customer.contact.getHref(),
  },
  {
    label: /*i18n*/ { id: 'shell.footer.complaint', message: 'Raise a Complaint' },
    href: paths.customer.complaint.getHref(),
  },
  {
    label: /*i18n*/ { id: 'shell.footer.refund', message: 'Refund Policy' },
    href: paths.customer.refund.getHref(),
  },
  { label: /*i18n*/ { id: 'shell.footer.faq', message: 'FAQ' }, href: paths.customer.faq.getHref() },
  {
    label: /*i18n*/ { id: 'shell.footer.terms', message: 'Terms & Conditions' },
    href: paths.customer.terms.getHref(),
  },
  {
    label: /*i18n*/ { id: 'shell.footer.privacy', message: 'Privacy Policy' },
    href: paths.customer.privacy.getHref(),
  },
  {
    label: /*i18n*/ { id: 'shell.footer.grievance', message: 'Grievance Redressal' },
    href: paths.customer.grievance.getHref(),
  },
];

/** Placeholder profiles until the company has real ones. */
const SOCIAL_LINKS = [
  {
    label: 'Facebook',
    path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  },
  {
    label: 'X',
    path: 'M4 4l16 16M20 4L4 20',
  },
  {
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17.5 6.5h0',
  },
  {
    label: 'YouTube',
    path: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z',
  },
  {
    label: 'LinkedIn',
    path: 'M4 9h4v11H4zM6 4.5h0M11 20v-7a3 3 0 0 1 6 0v7M11 9v11M17 13v7h4v-7a4 4 0 0 0-4-4',
  },
];

/**
 * A store's badge (the specification's footer has them). A link to the app's page there only when the store link
 * is configured (APP_STORE_URL, PLAY_STORE_URL); otherwise a plain badge saying "Coming soon": never a badge that
 * looks tappable and does nothing.
 */
function StoreBadge({
  small,
  big,
  icon,
  href,
}: {
  small: string;
  big: string;
  icon: 'apple' | 'play';
  href?: string | null;
}) {
  const { i18n } = useLingui();
  const body = (
    <>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0" fill="currentColor">
        {icon === 'apple' ? (
          <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6zM14.1 5.6c.6-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.1 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z" />
        ) : (
          <path d="M4 2.8v18.4c0 .4.5.7.9.5L14.6 12 4.9 2.3c-.4-.2-.9.1-.9.5zM15.8 13.2l2.6 2.6-10 5.7zM15.8 10.8 8.4 2.5l10 5.7zM19.7 9l-2.7 1.6-1.5 1.4 1.5 1.4 2.7 1.6c.7-.4.7-1.6 0-2z" />
        )}
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-[0.6875rem]">
          {href ? small : i18n._({ id: 'shell.footer.comingSoonOn', message: 'Coming soon on' })}
        </span>
        <span className="text-base font-semibold">{big}</span>
      </span>
    </>
  );
  const look =
    'inline-flex min-h-12 items-center gap-2.5 rounded-xl border border-white/40 bg-black px-3.5 py-1.5 text-white';
  return href ? (
    <a href={href} className={look}>
      {body}
    </a>
  ) : (
    <span className={`${look} border-dashed opacity-75`}>{body}</span>
  );
}

export function SiteFooter() {
  const { data: company } = useCompany();
  const name = company?.name || FALLBACK_COMPANY_NAME;
  const year = new Date().getFullYear();
  const { i18n } = useLingui();

  return (
    <footer className="theme-fixed mt-12 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-xl font-extrabold text-white">
            <BrandMark className="size-8 text-brand-500" />
            {name}
          </p>
          <p className="mt-4 max-w-md leading-relaxed">
            {i18n._({
              id: 'shell.footer.about',
              message:
                'One pay app for prepaid and postpaid mobile recharge, DTH, data cards, FASTag and metro cards, and for electricity, broadband, water, gas, LPG, landline, education, housing, municipal tax and many more bills. Pay by debit or credit card, net banking, UPI or wallet, and get an instant discount of up to ₹100 on every recharge.',
            })}
          </p>
          <ul
            aria-label={i18n._({
              id: 'shell.footer.social',
              message: '{name} on social media',
              values: { name },
            })}
            className="mt-5 flex flex-wrap gap-2"
          >
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a
                  href="#"
                  aria-label={i18n._({
                    id: 'shell.footer.socialLink',
                    message: '{name} on {network}',
                    values: { name, network: social.label },
                  })}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d={social.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">
            {i18n._({ id: 'shell.footer.reachUs', message: 'Reach us' })}
          </h2>
          <address className="mt-4 space-y-2 not-italic leading-relaxed">
            {company?.phone ? (
              <p>
                <span className="sr-only">{i18n._({ id: 'shell.footer.phone', message: 'Phone:' })} </span>
                <a
                  href={`tel:${company.phone}`}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                >
                  {company.phone}
                </a>
              </p>
            ) : null}
            {company?.email ? (
              <p>
                <span className="sr-only">{i18n._({ id: 'shell.footer.email', message: 'Email:' })} </span>
                <a
                  href={`mailto:${company.email}`}
                  className="inline-flex min-h-11 items-center [overflow-wrap:anywhere] underline-offset-4 hover:underline"
                >
                  {company.email}
                </a>
              </p>
            ) : null}
            {company?.address ? (
              <p>
                {company.address}
                {company.pincode ? ` - ${company.pincode}` : null}
              </p>
            ) : null}
          </address>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">
            {i18n._({ id: 'shell.footer.getApp', message: 'Get the app' })}
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            <StoreBadge
              icon="apple"
              small={i18n._({ id: 'shell.footer.downloadOn', message: 'Download on the' })}
              big="App Store"
              href={company?.appStoreUrl}
            />
            <StoreBadge
              icon="play"
              small={i18n._({ id: 'shell.footer.getItOn', message: 'Get it on' })}
              big="Google Play"
              href={company?.playStoreUrl}
            />
          </div>
        </div>
      </div>

      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 md:flex-row md:items-center md:justify-between">
          <nav aria-label={i18n._({ id: 'shell.footer.helpNav', message: 'Help and policies' })}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {HELP_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="inline-flex min-h-11 min-w-11 items-center justify-center underline-offset-4 hover:underline"
                  >
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-slate-300">
            {i18n._({
              id: 'shell.footer.copyright',
              message: '© {year} {name}. All rights reserved.',
              values: { year: String(year), name },
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
