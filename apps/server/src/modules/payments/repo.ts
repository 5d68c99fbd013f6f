import { eq } from 'drizzle-orm';
import type { Executor } from '../orders/repo';
import { paymentWebhookEvents } from '../../db/schema';

/** Whether a webhook delivery with this event id was already acted on. */
export async function isWebhookEventSeen(db: Executor, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

/** Records a delivery once its effects are written (a second insert of the same id does nothing). */
export async function markWebhookEventSeen(db: Executor, eventId: string, event: string): Promise<void> {
  await db
    .insert(paymentWebhookEvents)
    .values({ eventId, event: event.slice(0, 60) })
    .onConflictDoNothing();
}
