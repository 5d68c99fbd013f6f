/** Public entry: what app.ts and the server plugins use of this module (they import nothing else of it). */
export { ensureCompany } from './service';
export { companyRoutes } from './routes';
