import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../components/ui/cn';

const LINKS: readonly { href: string; label: MessageDescriptor; end: boolean }[] = [
  {
    href: paths.profile.root.getHref(),
    label: /*i18n*/ { id: 'profile.nav.profile', message: 'Profile' },
    end: true,
  },
  {
    href: paths.profile.changePassword.getHref(),
    label: /*i18n*/ { id: 'profile.nav.changePassword', message: 'Change Password' },
    end: false,
  },
  {
    href: paths.profile.yourData.getHref(),
    label: /*i18n*/ { id: 'profile.nav.yourData', message: 'Your data' },
    end: false,
  },
];

/** Account settings: a sidebar (Profile, Change Password, Your data) beside the page. */
export default function ProfileLayout() {
  const { i18n } = useLingui();
  const title = i18n._({ id: 'profile.layout.title', message: 'Account Settings' });
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold sm:mb-6">{title}</h1>
      <div className="grid gap-4 md:grid-cols-[14rem_1fr] md:gap-8">
        <nav aria-label={i18n._({ id: 'profile.layout.nav', message: 'Account settings' })}>
          <ul className="flex gap-2 md:flex-col">
            {LINKS.map((link) => (
              <li key={link.href} className="flex-1 md:flex-none">
                <NavLink
                  to={link.href}
                  end={link.end}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center justify-center rounded-lg px-3 text-center font-semibold md:justify-start md:px-4 md:text-left',
                      isActive ? 'bg-brand-700 text-white' : 'bg-white text-brand-700 hover:bg-brand-50',
                    )
                  }
                >
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <Outlet />
        </section>
      </div>
    </div>
  );
}
