import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../components/ui/cn';
import { ThemeToggle } from '../../../components/theme-toggle';
import { useSession } from '../../../lib/session';
import { Bell, ChevronLeft, LogOut, Menu, X } from 'lucide-react';
import { AdminNav } from '../components/admin-nav';

/**
 * The back office: a sidebar (collapsible to icons on wide screens, a menu under the top bar on phones) and
 * a top bar with a bell, the admin's initial, the label Administrator and a logout button.
 */
export default function AdminLayout() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [isCollapsed, setIsCollapsed] = useState(false);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const initial = (user?.username.trim()[0] ?? 'A').toUpperCase();

  const logout = () => {
    signOut();
    navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <div className="flex min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {/* The column runs the page's full height, however long; its contents stay in view as it scrolls. */}
      <aside
        className={cn(
          'theme-fixed hidden shrink-0 bg-brand-900 text-white transition-[width] duration-200 md:block',
          isCollapsed ? 'w-20' : 'w-60',
        )}
      >
        <div className="sticky top-0 flex max-h-screen flex-col gap-6 overflow-y-auto p-3">
          <div
            className={cn(
              'flex min-h-11 items-center gap-2',
              isCollapsed ? 'justify-center' : 'justify-between',
            )}
          >
            {isCollapsed ? null : (
              <Link
                to={paths.admin.dashboard.getHref()}
                className="truncate rounded-lg px-2 text-lg font-extrabold"
              >
                PayWise Admin
              </Link>
            )}
            <button
              type="button"
              onClick={() => setIsCollapsed((v) => !v)}
              aria-expanded={!isCollapsed}
              aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-brand-800"
            >
              <ChevronLeft
                aria-hidden="true"
                className={cn('size-5 transition-transform', isCollapsed && 'rotate-180')}
              />
            </button>
          </div>
          <nav aria-label="Back office">
            <AdminNav collapsed={isCollapsed} />
          </nav>
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
          <div className="flex h-16 items-center gap-2 px-3 sm:px-5">
            <button
              type="button"
              onClick={() => setIsMenuOpen((v) => !v)}
              aria-expanded={isMenuOpen}
              aria-controls="admin-menu"
              aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 md:hidden"
            >
              {isMenuOpen ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </button>
            <p className="hidden truncate text-lg font-bold text-ink sm:block">Back Office</p>
            <div className="ml-auto flex items-center gap-1 sm:gap-3">
              <Link
                to={paths.admin.enquiry.getHref()}
                aria-label="Notifications: enquiries"
                className="inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-slate-100"
              >
                <Bell aria-hidden="true" className="size-6" />
              </Link>
              <ThemeToggle />
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                title={user?.username}
              >
                {initial}
              </span>
              <span className="text-sm font-semibold text-ink" data-testid="admin-role-label">
                <span className="sr-only">{user?.username}, </span>
                Administrator
              </span>
              <button
                type="button"
                onClick={logout}
                className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-2 font-semibold text-ink hover:bg-slate-100 sm:px-4"
              >
                <LogOut aria-hidden="true" className="size-5" />
                <span className="sr-only sm:not-sr-only">Logout</span>
              </button>
            </div>
          </div>
          {isMenuOpen ? (
            <nav id="admin-menu" aria-label="Back office" className="theme-fixed bg-brand-900 p-3 md:hidden">
              <AdminNav onNavigate={() => setIsMenuOpen(false)} />
            </nav>
          ) : null}
        </header>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {user && !user.twoFactorEnabled ? (
            // The back office is English only. With ADMIN_2FA=required its routes answer 403 until this is done.
            <p
              role="status"
              className="m-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 sm:mx-5"
              data-testid="admin-two-factor-notice"
            >
              Protect the back office with two-step sign-in: turn it on in{' '}
              <Link to={paths.profile.root.getHref()} className="font-semibold underline">
                Profile → Two-step sign-in
              </Link>
              . It may be required before the back office opens.
            </p>
          ) : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
