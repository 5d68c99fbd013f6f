/** Public entry: what app.ts and the server plugins use of this module (they import nothing else of it). */
export { catalogueRoutes } from './routes';
export { createLivePlans, type LivePlansService } from './service';
