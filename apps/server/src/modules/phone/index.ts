/**
 * Public entry: what app.ts and the other modules use of this module (they import nothing else of it). Sign in
 * with a mobile number, the profile's verified number, and transactional SMS.
 */
export { phoneRoutes } from './routes';
export { createSmsNotifier, type SmsNotifier } from './notifications';
export { sendDeletionSmsCode, useDeletionSmsCode, type PhoneDeps } from './service';
