/** Public entry: what app.ts and the server plugins use of this module (they import nothing else of it). */
export { orderJobs } from './jobs';
export { orderRoutes } from './routes';
export { createOrderService, type OrderService } from './service';
