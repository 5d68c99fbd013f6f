/**
 * Public entry: what app.ts, the server plugins and the other modules use of this module (they import nothing
 * else of it).
 */
export { companyDetails, ensureCompany } from './service';
export { companyRoutes } from './routes';
