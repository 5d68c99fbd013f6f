import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { useLoginModal } from '../login-modal-context';
import { paths } from '../paths';
import { bottomNavCurrent, type BottomNavItem } from './bottom-nav-current';

const ITEMS: ReadonlyArray<{
  id: BottomNavItem;
  label: string;
  href: string;
  icon: string;
  signedIn?: true;
}> = [
  {
    id: 'home',
    label: 'Home',
    href: paths.home.getHref(),
    icon: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  },
  {
    id: 'orders',
    label: 'Orders',
    href: paths.orderHistory.getHref(),
    icon: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
    signedIn: true,
  },
  {
    id: 'help',
    label: 'Help',
    href: paths.customer.faq.getHref(),
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h0',
  },
  {
    id: 'profile',
    label: 'Profile',
    href: paths.profile.root.getHref(),
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
    signedIn: true,
  },
];

/**
 * Phones only (below 640 px): Home, Orders, Help and Profile within a thumb's reach, fixed at the bottom.
 * Orders and Profile need an account: signed out, they open the login dialog and go on after the login.
 */
export function BottomNav() {
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
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(15_23_42/0.06)] sm:hidden"
    >
      <ul className="grid grid-cols-4">
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
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={isCurrent ? 2.4 : 1.8}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={item.icon} />
                </svg>
                <span className={isCurrent ? 'border-b-2 border-current' : 'border-b-2 border-transparent'}>
                  {item.label}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
