/** Public entry: what app.ts and the server plugins use of this module (they import nothing else of it). */
export { meRoutes } from './routes';
export { savedNumbersOfCustomer } from './service';
