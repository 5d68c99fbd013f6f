/** Public entry: what app.ts and the other modules use of the biller registry (they import nothing else of it). */
export { billerJobs } from './jobs';
export { billerRoutes } from './routes';
export {
  registryBiller,
  registryCategories,
  resolveCategory,
  syncBillers,
  type BillerRow,
  type RegistryDeps,
} from './service';
