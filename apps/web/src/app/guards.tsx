import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { paths } from '../config/paths';

function SessionLoading() {
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-16 text-center text-lg text-muted">
      Loading your account...
    </p>
  );
}

/** Signed-in customers and admins only; visitors are sent to the home page. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'signedOut') return <Navigate to={paths.home.getHref()} replace />;
  return children ?? <Outlet />;
}

/** Role ADMIN only; everyone else is sent to the home page. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'signedOut' || user?.role !== 'ADMIN') return <Navigate to={paths.home.getHref()} replace />;
  return children ?? <Outlet />;
}
