/** Public entry: what app.ts and the server plugins use of this module (they import nothing else of it). */
export { adminRoutes } from './routes';
export { addApiLatency, type LatencyMinute } from './repo';
