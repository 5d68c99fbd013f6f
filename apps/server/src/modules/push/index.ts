/**
 * Public entry: what app.ts, the server plugins and the other modules use of this module (they import nothing
 * else of it). Web push (docs/decisions/0025).
 */
export { pushRoutes } from './routes';
export { createPushNotifier, type PushNotification, type PushNotifier } from './service';
