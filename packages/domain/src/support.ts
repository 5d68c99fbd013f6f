/**
 * Facts about customer support that pages show as text. Kept apart from contracts/support.ts, which builds the
 * support forms' zod schemas: a page that only shows the hours (FAQ, refund policy) then downloads no zod.
 */
export const SUPPORT_HOURS = 'Mon-Sat 10:00 AM to 6:00 PM, Sunday offline';
