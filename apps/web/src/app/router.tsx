import { SERVICE_LIST } from '@paywise/domain/catalogue/services';
import { Navigate, Route, Routes } from 'react-router';
// The service pages are the landing pages (/ redirects to mobile recharge), so they ship with the first
// download; every other page is fetched when it is first visited (lazyPage).
import { ServicePage } from '../features/services/routes/service-page';
import { RequireAdmin, RequireAuth } from './guards';
import { CustomerLayout } from './layouts/customer-layout';
import { lazyPage } from './page-loads';
import { paths } from '../config/paths';
import { NotFoundPage, PageSlot } from './route-states';

const ComplaintPage = lazyPage(() => import('../features/support/routes/complaint-page'));
const ContactPage = lazyPage(() => import('../features/support/routes/contact-page'));
const RefundPage = lazyPage(() => import('../features/support/routes/refund-page'));
const FaqPage = lazyPage(() => import('../features/support/routes/faq-page'));
const TermsPage = lazyPage(() => import('../features/support/routes/terms-page'));
const PrivacyPage = lazyPage(() => import('../features/support/routes/privacy-page'));
const OrderHistoryPage = lazyPage(() => import('../features/orders/routes/order-history-page'));
const OrderPage = lazyPage(() => import('../features/orders/routes/order-page'));
const MyBillsPage = lazyPage(() => import('../features/my-bills/routes/my-bills-page'));
const ProfileLayout = lazyPage(() => import('../features/profile/routes/profile-layout'));
const ProfilePage = lazyPage(() => import('../features/profile/routes/profile-page'));
const ChangePasswordPage = lazyPage(() => import('../features/profile/routes/change-password-page'));
const AdminLayout = lazyPage(() => import('../features/admin/routes/admin-layout'));
const DashboardPage = lazyPage(() => import('../features/admin/routes/dashboard-page'));
const UsersPage = lazyPage(() => import('../features/admin/routes/users-page'));
const TransactionsPage = lazyPage(() => import('../features/admin/routes/transactions-page'));
const CompanyPage = lazyPage(() => import('../features/admin/routes/company-page'));
const EnquiryPage = lazyPage(() => import('../features/admin/routes/enquiry-page'));

/** Every page of the app by its path (the paths themselves live in config/paths.ts). */
export function AppRoutes() {
  return (
    <PageSlot>
      <Routes>
        <Route path={paths.home.path} element={<Navigate to={paths.recharge.mobile.getHref()} replace />} />
        <Route element={<RequireAdmin />}>
          <Route path={paths.admin.dashboard.path} element={<AdminLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path={paths.admin.users.path} element={<UsersPage />} />
            <Route path={paths.admin.transactions.path} element={<TransactionsPage />} />
            <Route path={paths.admin.company.path} element={<CompanyPage />} />
            <Route path={paths.admin.enquiry.path} element={<EnquiryPage />} />
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
          <Route path={paths.customer.complaint.path} element={<ComplaintPage />} />
          <Route path={paths.customer.contact.path} element={<ContactPage />} />
          <Route path={paths.customer.refund.path} element={<RefundPage />} />
          <Route path={paths.customer.faq.path} element={<FaqPage />} />
          <Route path={paths.customer.terms.path} element={<TermsPage />} />
          <Route path={paths.customer.privacy.path} element={<PrivacyPage />} />
          <Route element={<RequireAuth />}>
            <Route path={paths.orderHistory.path} element={<OrderHistoryPage />} />
            <Route path={paths.order.path} element={<OrderPage />} />
            <Route path={paths.myBills.path} element={<MyBillsPage />} />
            <Route path={paths.profile.root.path} element={<ProfileLayout />}>
              <Route index element={<ProfilePage />} />
              <Route path={paths.profile.changePassword.path} element={<ChangePasswordPage />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </PageSlot>
  );
}
