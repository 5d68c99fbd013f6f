/**
 * Public entry: what app.ts, the server plugins and the other modules use of this module (they import nothing
 * else of it). The customer's data rights and the admin audit log (docs/decisions/0023).
 */
export { auditPlugin } from './audit';
export { mayNotify } from './preferences';
export { privacyRoutes } from './routes';
export { unsubscribeHeaders, unsubscribeUrl } from './service';
