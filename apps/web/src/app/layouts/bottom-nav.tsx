import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { CircleHelp, House, ReceiptText, UserRound } from 'lucide-react';
import type { ComponentType, MouseEvent } from 'react';
import { ServiceIcon } from '../../components/ui/service-icon';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { useLoginModal } from '../../lib/login-modal-context';
import { paths } from '../../config/paths';
import { bottomNavCurrent, type BottomNavItem } from './bottom-nav-current';

type NavIcon = ComponentType<{ className?: string; strokeWidth?: number; 'aria-hidden'?: 'true' }>;

/** My Bills: the bill pages' own line icon (already on the page in the service bar; no icon more to load). */
const BillsIcon: NavIcon = ({ className }) => <ServiceIcon name="electricity" className={className} />;

const ITEMS: ReadonlyArray<{
  id: BottomNavItem;
  label: MessageDescriptor;
  href: string;
  icon: NavIcon;
  signedIn?: true;
}> = [
  {
    id: 'home',
    label: /*i18n*/ { id: 'shell.nav.home', message: 'Home' },
    href: paths.home.getHref(),
    icon: House,
  },
  {
    id: 'orders',
    label: /*i18n*/ { id: 'shell.nav.orders', message: 'Orders' },
    href: paths.orderHistory.getHref(),
    icon: ReceiptText,
    signedIn: true,
  },
  {
    id: 'bills',
    label: /*i18n*/ { id: 'shell.nav.myBills', message: 'My Bills' },
    href: paths.myBills.getHref(),
    icon: BillsIcon,
    signedIn: true,
  },
  {
    id: 'help',
    label: /*i18n*/ { id: 'shell.nav.help', message: 'Help' },
    href: paths.customer.faq.getHref(),
    icon: CircleHelp,
  },
  {
    id: 'profile',
    label: /*i18n*/ { id: 'shell.nav.profile', message: 'Profile' },
    href: paths.profile.root.getHref(),
    icon: UserRound,
    signedIn: true,
  },
];

/**
 * Phones only (below 640 px): Home, Orders, My Bills, Help and Profile within a thumb's reach, fixed at the bottom.
 * Orders, My Bills and Profile need an account: signed out, they open the login dialog and go on after the login.
 */
export function BottomNav() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { status } = useSession();
  const { openLogin } = useLoginModal();
  const current = bottomNavCurrent(pathname);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, href: string, needsAccount?: true) => {
    if (!needsAccount || status !== 'signedOut') return;
    event.preventDefault();
    openLogin({ onSignedIn: () => void navigate(href) });
  };

  return (
    <nav
      aria-label={i18n._({ id: 'shell.nav.main', message: 'Main' })}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(15_23_42/0.06)] sm:hidden"
    >
      <ul className="grid grid-cols-5">
        {ITEMS.map((item) => {
          const isCurrent = current === item.id;
          return (
            <li key={item.id}>
              <Link
                to={item.href}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={(event) => onClick(event, item.href, item.signedIn)}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-semibold ${
                  isCurrent ? 'text-brand-700' : 'text-slate-600 hover:text-brand-700'
                }`}
              >
                <item.icon aria-hidden="true" className="size-6" strokeWidth={isCurrent ? 2.4 : 1.8} />
                <span className={isCurrent ? 'border-b-2 border-current' : 'border-b-2 border-transparent'}>
                  {i18n._(item.label)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
