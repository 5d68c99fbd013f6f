import { eq } from 'drizzle-orm';
import type { Executor } from '../orders';
import { paymentWebhookEvents } from '../../db/schema';

/** Claims a webhook delivery by its event id: false when it was already claimed (a repeated delivery). */
export async function claimWebhookEvent(db: Executor, eventId: string, event: string): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ eventId, event: event.slice(0, 60) })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length > 0;
}

/** Gives a claim back (its effects failed): the gateway's next delivery of the event is acted on. */
export async function releaseWebhookEvent(db: Executor, eventId: string): Promise<void> {
  await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
}
