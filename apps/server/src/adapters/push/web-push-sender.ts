import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushConfig } from '../../config';

/** A browser's subscription, as PushManager.subscribe gave it (endpoint and its encryption keys). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a push delivery came to: `gone` when the push service says the subscription no longer exists. */
export interface PushResult {
  gone: boolean;
}

/**
 * Sends a Web Push message (RFC 8030) to a browser's push service: the payload encrypted for the subscription
 * (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292), through the `web-push` library.
 */
export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushResult>;
}

/** The push sender of the configured VAPID keys. A push service's 404/410 is `gone`; other failures throw. */
export function createWebPushSender(
  config: PushConfig,
  /** `agent`: the HTTPS agent of the requests (a test's fake push service trusts its own certificate). */
  options: { timeoutMs?: number; agent?: Agent } = {},
): PushSender {
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };
  return {
    async send(target, payload) {
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails,
          // A reminder is of no use after a day.
          TTL: 24 * 60 * 60,
          urgency: 'normal',
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return { gone: false };
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return { gone: true };
        throw new Error(`push service answered ${status ?? 'no status'}`);
      }
    },
  };
}
