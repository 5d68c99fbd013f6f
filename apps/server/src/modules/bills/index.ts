/**
 * Public entry: what app.ts, the server plugins and the other modules use of this module (they import nothing
 * else of it).
 */
export { billJobs } from './jobs';
export { billsRoutes } from './routes';
export { remindersSecret } from './bill-reminders';
export { payBillWithOrder, requireBillRef } from './pay-bill';
export { createCategoryOrders } from './category-order';
