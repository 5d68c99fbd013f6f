import type { FastifyBaseLogger } from 'fastify';
import type { PushSubscriptionBody } from '@paywise/domain/contracts/push';
import type { PushSender } from '../../adapters/push/web-push-sender';
import type { Database } from '../../db/client';
import { isAllowedPushEndpoint } from '../../adapters/push/push-endpoints';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { deleteSubscription, deleteSubscriptionById, listSubscriptions, upsertSubscription } from './repo';

/** What the service worker shows: a title, a line and the page a tap opens. */
export interface PushNotification {
  title: string;
  body: string;
  /** The page a tap opens (absolute). */
  url: string;
  /** Replaces an earlier notification with the same tag. */
  tag?: string;
}

export async function saveSubscription(input: {
  db: Database;
  customerId: number;
  body: PushSubscriptionBody;
  /** PUSH_SERVICE_HOSTS */
  pushServiceHosts: readonly string[];
}) {
  const { body } = input;
  if (!isAllowedPushEndpoint(body.endpoint, input.pushServiceHosts))
    throw badRequest(
      'PUSH_ENDPOINT_REFUSED',
      'Notifications can only be sent through a browser push service.',
    );
  const saved = await upsertSubscription(input.db, {
    customerId: input.customerId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
  if (!saved)
    throw conflict(
      'PUSH_SUBSCRIPTION_TAKEN',
      "This browser already shows another account's notifications. Turn them off in that account first.",
    );
}

export async function removeSubscription(db: Database, customerId: number, endpoint: string) {
  if (!(await deleteSubscription(db, customerId, endpoint)))
    throw notFound('NOT_FOUND', 'This subscription is not known.');
}

/** Sends a notification to every browser of the customer: a push per subscription. */
export interface PushNotifier {
  notify(customerId: number, notification: PushNotification): Promise<{ sent: number; failed: number }>;
}

/**
 * The notifier over a push sender: each subscription gets the JSON payload; one the push service says is gone
 * (404/410) is deleted; a failure is logged (never the endpoint, which is a capability) and the others go on.
 */
export function createPushNotifier(deps: {
  db: Database;
  sender: PushSender;
  log: FastifyBaseLogger;
}): PushNotifier {
  return {
    async notify(customerId, notification) {
      const result = { sent: 0, failed: 0 };
      for (const sub of await listSubscriptions(deps.db, customerId)) {
        try {
          const { gone } = await deps.sender.send(
            { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
            JSON.stringify(notification),
          );
          if (gone) await deleteSubscriptionById(deps.db, sub.id);
          else result.sent++;
        } catch (err) {
          result.failed++;
          deps.log.warn(
            // The sender's errors name the status or the refusal, never the endpoint.
            { err, subscriptionId: sub.id },
            'push not sent',
          );
        }
      }
      return result;
    },
  };
}
