import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { SessionUser } from '../../../lib/session';
import { useSession } from '../../../lib/session';

const ENTRIES: readonly { href: string; label: MessageDescriptor }[] = [
  {
    href: paths.recharge.mobile.getHref(),
    label: /*i18n*/ { id: 'auth.menu.mobile', message: 'Mobile Recharge' },
  },
  { href: paths.recharge.dth.getHref(), label: /*i18n*/ { id: 'auth.menu.dth', message: 'DTH Recharge' } },
  {
    href: paths.orderHistory.getHref(),
    label: /*i18n*/ { id: 'auth.menu.orders', message: 'Order History' },
  },
  { href: paths.myBills.getHref(), label: /*i18n*/ { id: 'auth.menu.myBills', message: 'My Bills' } },
  { href: paths.profile.root.getHref(), label: /*i18n*/ { id: 'auth.menu.profile', message: 'Profile' } },
  {
    href: paths.customer.contact.getHref(),
    label: /*i18n*/ { id: 'auth.menu.contact', message: 'Contact Us' },
  },
];

const ITEM =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left font-medium text-ink hover:bg-brand-50 focus-visible:bg-brand-50';

/** The signed-in user's menu (docs/product.md#pages): a disclosure button and a list of links. */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  const initial = user.username.trim().charAt(0).toUpperCase() || '?';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        data-account-menu
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={i18n._({
          id: 'auth.menu.buttonLabel',
          message: 'Account menu for {name}',
          values: { name: user.username },
        })}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-1 pl-1 hover:bg-brand-50 sm:pr-3"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
        >
          {initial}
        </span>
        <span className="hidden max-w-40 truncate text-sm font-semibold sm:inline">{user.username}</span>
      </button>
      {isOpen ? (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-60 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <p className="truncate px-3 pt-1 pb-2 text-sm text-muted">
            {user.email ?? `+91 ${user.phoneNumber ?? ''}`}
          </p>
          <ul
            aria-label={i18n._({ id: 'auth.menu.label', message: 'Account menu' })}
            className="flex flex-col"
          >
            {ENTRIES.map((entry) => (
              <li key={entry.href}>
                <Link to={entry.href} className={ITEM} onClick={() => setIsOpen(false)}>
                  {i18n._(entry.label)}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-slate-200 pt-1">
              <button
                type="button"
                className={`${ITEM} text-red-700`}
                onClick={() => {
                  setIsOpen(false);
                  signOut();
                  void navigate(paths.home.getHref());
                }}
              >
                {i18n._({ id: 'auth.menu.signOut', message: 'Sign Out' })}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
