import { SERVICE_LIST } from '@paywise/domain/catalogue/services';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
// The service pages are the landing pages (/ redirects to mobile recharge), so they ship with the first
// download; every other page is fetched when it is first visited.
import { ServicePage } from '../features/services/routes/service-page';
import { RequireAdmin, RequireAuth } from './guards';
import { startHistoryEntry } from './history-entry';
import { CustomerLayout } from './layouts/customer-layout';
import { paths } from './paths';
import { NotFoundPage, PageLoading, RouteErrorPage } from './route-states';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const serviceRoutes: RouteObject[] = SERVICE_LIST.map((service) => ({
  path: service.route,
  // The key gives each service its own fresh form when moving between them.
  element: <ServicePage key={service.slug} slug={service.slug} />,
}));

const customerRoutes: RouteObject[] = [
  ...serviceRoutes,
  {
    path: paths.customer.complaint.path,
    lazy: page(() => import('../features/support/routes/complaint-page')),
  },
  { path: paths.customer.contact.path, lazy: page(() => import('../features/support/routes/contact-page')) },
  { path: paths.customer.refund.path, lazy: page(() => import('../features/support/routes/refund-page')) },
  { path: paths.customer.faq.path, lazy: page(() => import('../features/support/routes/faq-page')) },
  { path: paths.customer.terms.path, lazy: page(() => import('../features/support/routes/terms-page')) },
  { path: paths.customer.privacy.path, lazy: page(() => import('../features/support/routes/privacy-page')) },
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.orderHistory.path,
        lazy: page(() => import('../features/orders/routes/order-history-page')),
      },
      { path: paths.order.path, lazy: page(() => import('../features/orders/routes/order-page')) },
      { path: paths.myBills.path, lazy: page(() => import('../features/my-bills/routes/my-bills-page')) },
      {
        path: paths.profile.root.path,
        lazy: page(() => import('../features/profile/routes/profile-layout')),
        children: [
          { index: true, lazy: page(() => import('../features/profile/routes/profile-page')) },
          {
            path: paths.profile.changePassword.path,
            lazy: page(() => import('../features/profile/routes/change-password-page')),
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

const adminRoutes: RouteObject = {
  element: <RequireAdmin />,
  children: [
    {
      path: paths.admin.dashboard.path,
      lazy: page(() => import('../features/admin/routes/admin-layout')),
      children: [
        { index: true, lazy: page(() => import('../features/admin/routes/dashboard-page')) },
        { path: paths.admin.users.path, lazy: page(() => import('../features/admin/routes/users-page')) },
        {
          path: paths.admin.transactions.path,
          lazy: page(() => import('../features/admin/routes/transactions-page')),
        },
        { path: paths.admin.company.path, lazy: page(() => import('../features/admin/routes/company-page')) },
        { path: paths.admin.enquiry.path, lazy: page(() => import('../features/admin/routes/enquiry-page')) },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      { path: paths.home.path, element: <Navigate to={paths.recharge.mobile.getHref()} replace /> },
      adminRoutes,
      {
        element: <CustomerLayout />,
        // A pathless child keeps the header and footer around a page that fails.
        children: [{ errorElement: <RouteErrorPage />, children: customerRoutes }],
      },
    ],
  },
];

export function createAppRouter() {
  startHistoryEntry();
  return createBrowserRouter(routes);
}
