/**
 * Every route of the app (docs/product.md#pages), declared once. The service pages are not here: each one's
 * path is its catalogue entry's `route` (@paywise/domain/catalogue/services).
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },

  recharge: {
    mobile: { path: '/recharge/mobile', getHref: () => '/recharge/mobile' },
    dth: { path: '/recharge/dth', getHref: () => '/recharge/dth' },
  },
  customer: {
    complaint: { path: '/customer/complaint', getHref: () => '/customer/complaint' },
    contact: { path: '/customer/contact', getHref: () => '/customer/contact' },
    refund: { path: '/customer/refund', getHref: () => '/customer/refund' },
    faq: { path: '/customer/faq', getHref: () => '/customer/faq' },
    terms: { path: '/customer/terms', getHref: () => '/customer/terms' },
    privacy: { path: '/customer/privacy', getHref: () => '/customer/privacy' },
    grievance: { path: '/customer/grievance', getHref: () => '/customer/grievance' },
  },

  /** An operator's prepaid plans (/recharge/mobile/plans/jio), or a circle's (/recharge/mobile/plans/bsnl/kerala). */
  operatorPlans: {
    path: '/recharge/mobile/plans/:operator/:circle?',
    getHref: (operatorSlug: string, circleSlug?: string) =>
      `/recharge/mobile/plans/${operatorSlug}${circleSlug ? `/${circleSlug}` : ''}`,
  },

  orderHistory: { path: '/orderhistory', getHref: () => '/orderhistory' },
  /** The customer's saved billers, with their last payment and Fetch & pay. */
  myBills: { path: '/my-bills', getHref: () => '/my-bills' },
  order: { path: '/order/:orderId', getHref: (orderId: number | string) => `/order/${orderId}` },

  profile: {
    root: { path: '/profile', getHref: () => '/profile' },
    changePassword: { path: '/profile/change-password', getHref: () => '/profile/change-password' },
    yourData: { path: '/profile/your-data', getHref: () => '/profile/your-data' },
  },

  admin: {
    dashboard: { path: '/admin', getHref: () => '/admin' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    transactions: { path: '/admin/transactions', getHref: () => '/admin/transactions' },
    order: {
      path: '/admin/orders/:orderId',
      getHref: (orderId: number | string) => `/admin/orders/${orderId}`,
    },
    company: { path: '/admin/company', getHref: () => '/admin/company' },
    enquiry: { path: '/admin/enquiry', getHref: () => '/admin/enquiry' },
    auditLog: { path: '/admin/audit-log', getHref: () => '/admin/audit-log' },
  },
} as const;
