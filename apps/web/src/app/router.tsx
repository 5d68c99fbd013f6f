import { findServiceByRoute, SERVICE_LIST } from '@paywise/domain/catalogue/services';
import { useLayoutEffect, useState } from 'react';
import {
  matchPath,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigationType,
  type Location,
} from 'react-router';
// The service pages are the landing pages (/ redirects to mobile recharge), so they ship with the first
// download; every other page is fetched when it is first visited (lazyPage).
import { ServicePage } from '../features/services/routes/service-page';
import { hasOperators, preloadOperators } from '../features/services/operators';
import { RequireAdmin, RequireAuth } from './guards';
import { CustomerLayout } from './layouts/customer-layout';
import { lazyPage, type LazyPage } from './page-loads';
import { paths } from '../config/paths';
import { NotFoundPage, PageSlot } from './route-states';
import { ScrollPositions } from './scroll-positions';

const ComplaintPage = lazyPage(() => import('../features/support/routes/complaint-page'));
const ContactPage = lazyPage(() => import('../features/support/routes/contact-page'));
const RefundPage = lazyPage(() => import('../features/support/routes/refund-page'));
const FaqPage = lazyPage(() => import('../features/support/routes/faq-page'));
const TermsPage = lazyPage(() => import('../features/support/routes/terms-page'));
const PrivacyPage = lazyPage(() => import('../features/support/routes/privacy-page'));
const GrievancePage = lazyPage(() => import('../features/support/routes/grievance-page'));
const OperatorPlansPage = lazyPage(() => import('../features/services/routes/operator-plans-page'));
const OrderHistoryPage = lazyPage(() => import('../features/orders/routes/order-history-page'));
const OrderPage = lazyPage(() => import('../features/orders/routes/order-page'));
const MyBillsPage = lazyPage(() => import('../features/my-bills/routes/my-bills-page'));
const ProfileLayout = lazyPage(() => import('../features/profile/routes/profile-layout'));
const ProfilePage = lazyPage(() => import('../features/profile/routes/profile-page'));
const ChangePasswordPage = lazyPage(() => import('../features/profile/routes/change-password-page'));
const YourDataPage = lazyPage(() => import('../features/profile/routes/your-data-page'));
const AdminLayout = lazyPage(() => import('../features/admin/routes/admin-layout'));
const DashboardPage = lazyPage(() => import('../features/admin/routes/dashboard-page'));
const UsersPage = lazyPage(() => import('../features/admin/routes/users-page'));
const TransactionsPage = lazyPage(() => import('../features/admin/routes/transactions-page'));
// The admin order view comes with the transactions (its only way in): one chunk, one entry in the first page.
const AdminOrderPage = lazyPage(() =>
  import('../features/admin/routes/transactions-page').then((page) => ({ default: page.AdminOrderPage })),
);
const CompanyPage = lazyPage(() => import('../features/admin/routes/company-page'));
const EnquiryPage = lazyPage(() => import('../features/admin/routes/enquiry-page'));
const AuditLogPage = lazyPage(() => import('../features/admin/routes/audit-log-page'));

/** A lazy page by its path. */
interface PageRoute {
  path: string;
  Page: LazyPage;
}

/** The help and legal pages, and the operator plan pages: anyone. */
const SUPPORT_PAGES: PageRoute[] = [
  { path: paths.customer.complaint.path, Page: ComplaintPage },
  { path: paths.customer.contact.path, Page: ContactPage },
  { path: paths.customer.refund.path, Page: RefundPage },
  { path: paths.customer.faq.path, Page: FaqPage },
  { path: paths.customer.terms.path, Page: TermsPage },
  { path: paths.customer.privacy.path, Page: PrivacyPage },
  { path: paths.customer.grievance.path, Page: GrievancePage },
  // An operator's prepaid plans, and a circle's where it has plans of its own.
  { path: paths.operatorPlans.path, Page: OperatorPlansPage },
];
/** A signed-in customer's (or admin's) own pages. */
const ACCOUNT_PAGES: PageRoute[] = [
  { path: paths.orderHistory.path, Page: OrderHistoryPage },
  { path: paths.order.path, Page: OrderPage },
  { path: paths.myBills.path, Page: MyBillsPage },
];
/** The account settings, inside their layout (the first is its index). */
const PROFILE_PAGES: PageRoute[] = [
  { path: paths.profile.root.path, Page: ProfilePage },
  { path: paths.profile.changePassword.path, Page: ChangePasswordPage },
  { path: paths.profile.yourData.path, Page: YourDataPage },
];
/** The back office, inside its layout (the first is its index). */
const ADMIN_PAGES: PageRoute[] = [
  { path: paths.admin.dashboard.path, Page: DashboardPage },
  { path: paths.admin.users.path, Page: UsersPage },
  { path: paths.admin.transactions.path, Page: TransactionsPage },
  { path: paths.admin.order.path, Page: AdminOrderPage },
  { path: paths.admin.company.path, Page: CompanyPage },
  { path: paths.admin.enquiry.path, Page: EnquiryPage },
  { path: paths.admin.auditLog.path, Page: AuditLogPage },
];

/** The lazy pages that draw `pathname` (a page, and the layout it sits in); none for a service page or an unknown path. */
function pagesAt(pathname: string): LazyPage[] {
  const at = (pages: PageRoute[]) => pages.find((route) => matchPath(route.path, pathname));
  const support = at(SUPPORT_PAGES) ?? at(ACCOUNT_PAGES);
  if (support) return [support.Page];
  const profile = at(PROFILE_PAGES);
  if (profile) return [ProfileLayout, profile.Page];
  const admin = at(ADMIN_PAGES);
  if (admin) return [AdminLayout, admin.Page];
  return [];
}

/**
 * Fetches the code of the page at `pathname` (and of its layout) before the app's first render, so that page is
 * drawn in the first frame instead of a loading line the footer then jumps away from (layout shift). Service pages
 * are in the first download already; an unknown path has nothing to fetch.
 */
export function preloadPageOf(pathname: string): Promise<unknown> {
  // A service page's operator list, when it is not in the first page (features/services/operators.ts).
  const service = findServiceByRoute(pathname);
  return Promise.all([
    ...pagesAt(pathname).map((page) => page.preload()),
    preloadOperators(service?.operatorList),
  ]);
}

/**
 * The location whose page is on screen. A navigation to a page whose code has not arrived keeps the current page
 * (the progress bar shows the tap was heard) and shows the new one when its code is here, or has failed to come (its
 * error page then says so): never a loading line in between. React's transitions would do this too; the router is
 * given the location to show so it does not depend on them (kept from decision 0011: docs/decisions/0012).
 */
function useShownLocation(): { location: Location; navigationType: string } {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState({ location, navigationType });
  useLayoutEffect(() => {
    if (shown.location === location) return;
    if (
      pagesAt(location.pathname).every((page) => page.isLoaded()) &&
      hasOperators(findServiceByRoute(location.pathname)?.operatorList)
    ) {
      setShown({ location, navigationType });
      return;
    }
    let current = true;
    void preloadPageOf(location.pathname)
      .catch(() => undefined)
      .then(() => {
        if (current) setShown({ location, navigationType });
      });
    return () => {
      current = false;
    };
  }, [location, navigationType, shown.location]);
  return shown;
}

/** A layout's children: the first page is its index. */
const nested = (pages: PageRoute[]) =>
  pages.map(({ path, Page }, index) =>
    index === 0 ? (
      <Route key={path} index element={<Page />} />
    ) : (
      <Route key={path} path={path} element={<Page />} />
    ),
  );

/** Every page of the app by its path (the paths themselves live in config/paths.ts). */
export function AppRoutes() {
  const shown = useShownLocation();
  return (
    <>
      <PageSlot locationKey={shown.location.key}>
        <Routes location={shown.location}>
          <Route path={paths.home.path} element={<Navigate to={paths.recharge.mobile.getHref()} replace />} />
          <Route element={<RequireAdmin />}>
            <Route path={paths.admin.dashboard.path} element={<AdminLayout />}>
              {nested(ADMIN_PAGES)}
            </Route>
          </Route>
          <Route element={<CustomerLayout />}>
            {SERVICE_LIST.map((service) => (
              // The key gives each service its own fresh form when moving between them.
              <Route
                key={service.slug}
                path={service.route}
                element={<ServicePage key={service.slug} slug={service.slug} />}
              />
            ))}
            {SUPPORT_PAGES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route element={<RequireAuth />}>
              {ACCOUNT_PAGES.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path={paths.profile.root.path} element={<ProfileLayout />}>
                {nested(PROFILE_PAGES)}
              </Route>
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </PageSlot>
      {/* After the page, so it scrolls once the page is drawn. */}
      <ScrollPositions location={shown.location} navigationType={shown.navigationType} />
    </>
  );
}
