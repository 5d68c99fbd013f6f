import { SERVICE_LIST } from '@paywise/domain/catalogue/services';
import { paths } from '../../config/paths';

export type BottomNavItem = 'home' | 'orders' | 'bills' | 'help' | 'profile';

const SERVICE_ROUTES = new Set<string>(SERVICE_LIST.map((service) => service.route));

const under = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** Which entry of the phone's bottom bar the page belongs to (null: none of them, e.g. a legal page). */
export function bottomNavCurrent(pathname: string): BottomNavItem | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.home.getHref() || SERVICE_ROUTES.has(path)) return 'home';
  if (path === paths.orderHistory.getHref() || path.startsWith('/order/')) return 'orders';
  if (path === paths.myBills.getHref()) return 'bills';
  if (under(path, paths.profile.root.getHref())) return 'profile';
  const help = [
    paths.customer.faq,
    paths.customer.contact,
    paths.customer.complaint,
    paths.customer.refund,
  ].map((p) => p.getHref());
  if (help.includes(path)) return 'help';
  return null;
}
