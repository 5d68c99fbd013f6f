import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { AccountControls } from '../../features/auth/components/account-controls';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ThemeToggle } from '../../components/theme-toggle';
import { FALLBACK_COMPANY_NAME, useCompany } from '../../lib/company';
import { paths } from '../../config/paths';
import { Phone } from 'lucide-react';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path
        d="M11 24V8h6.5a5 5 0 0 1 0 10H11"
        fill="none"
        // A class, not a style attribute: in prerendered HTML the CSP (style-src 'self') would block the attribute.
        className="stroke-white"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SiteHeader() {
  const { i18n } = useLingui();
  const { data: company, error } = useCompany();
  const name = company?.name || FALLBACK_COMPANY_NAME;

  useEffect(() => {
    // The header only logs a failed company fetch; the fallback name stays on screen.
    if (error) console.warn('Failed to fetch company details.', error);
  }, [error]);

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4">
        <Link
          to={paths.home.getHref()}
          className="flex min-h-11 min-w-0 items-center gap-1.5 rounded-lg text-base font-extrabold tracking-tight text-brand-700 sm:gap-2 sm:text-xl"
        >
          {company?.logoUrl ? (
            <img src={company.logoUrl} alt="" className="size-9 shrink-0 rounded-lg object-contain" />
          ) : (
            <BrandMark className="size-9 shrink-0 text-brand-700" />
          )}
          <span className="truncate" data-testid="company-name">
            {name}
          </span>
        </Link>
        <nav
          aria-label={i18n._({ id: 'shell.header.nav', message: 'Account' })}
          className="flex shrink-0 items-center sm:gap-3"
        >
          {/* On a phone, Help in the bottom bar leads to Contact Us: the header keeps room for the name. */}
          <Link
            to={paths.customer.contact.getHref()}
            className="hidden min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex sm:px-3"
          >
            <Phone aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">
              {i18n._({ id: 'shell.contactUs', message: 'Contact Us' })}
            </span>
          </Link>
          <LanguageSwitcher />
          <ThemeToggle />
          <AccountControls />
        </nav>
      </div>
    </header>
  );
}
