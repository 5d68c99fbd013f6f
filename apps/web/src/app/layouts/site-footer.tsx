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

/**
 * Placeholder profiles until the company has real ones. Their icons are files under public/footer (white strokes on
 * the footer's fixed dark background), not inline SVG: the artwork stays out of the first page's JavaScript.
 */
const SOCIAL_LINKS = [
  { label: 'Facebook', icon: 'facebook' },
  { label: 'X', icon: 'x' },
  { label: 'Instagram', icon: 'instagram' },
  { label: 'YouTube', icon: 'youtube' },
  { label: 'LinkedIn', icon: 'linkedin' },
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
      {/* The store's logo, white: a file under public/footer, decorative (the badge's text names the store). */}
      <img
        src={icon === 'apple' ? '/footer/app-store.svg' : '/footer/google-play.svg'}
        alt=""
        loading="lazy"
        width={24}
        height={24}
        className="size-6 shrink-0"
      />
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
                  <img
                    src={`/footer/${social.icon}.svg`}
                    alt=""
                    loading="lazy"
                    width={20}
                    height={20}
                    className="size-5"
                  />
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
