/** Public entry: what app.ts uses of this module (it imports nothing else of it). */
export { rechargeWebhookRoutes } from './routes';
