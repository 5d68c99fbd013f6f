import { z } from 'zod';

/** GET /api/push/config: the server's VAPID public key (applicationServerKey of PushManager.subscribe). */
export const pushConfigSchema = z.object({
  /** base64url of the uncompressed P-256 point; null when web push is not configured. */
  publicKey: z.string().nullable(),
});
export type PushConfigDto = z.infer<typeof pushConfigSchema>;

/** POST /api/push/subscription: PushSubscription.toJSON() of the browser (expirationTime is ignored). */
export const pushSubscriptionSchema = z.object({
  /** Which push services are accepted is the server's rule (PUSH_SERVICE_HOSTS), not the contract's. */
  endpoint: z.string().max(2000).url('must be the push service URL'),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'must be the base64url P-256 key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, 'must be the base64url auth secret'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscription: the endpoint to forget. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000) });
