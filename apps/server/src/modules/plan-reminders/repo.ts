import { eq, sql } from 'drizzle-orm';
import type { OrderPlan } from '@paywise/domain/catalogue/plan-facts';
import type { Database } from '../../db/client';
import { planReminders, type NotificationPrefsOverrides } from '../../db/schema';

/** A Completed order whose plan ends within the window, of a customer with a verified email. */
export interface PlanReminderTarget {
  orderId: number;
  customerId: number;
  email: string;
  smsUpdates: boolean;
  notificationPrefs: NotificationPrefsOverrides;
  /** The customer's saved language (the mail's and the push's), null when never chosen. */
  language: string | null;
  /** The order's display type (orders.display_type; the API's OrderDto.type). */
  displayType: string;
  operator: string;
  mobile: string;
  circle: string | null;
  amountPaise: number;
  plan: OrderPlan;
  /** The India day the plan ends: the India day it was bought plus its validity in days. */
  endsOn: string;
}

/**
 * Orders to remind on `today` (India day): Completed, with a plan whose validity is a number of days, ending
 * between today and `lastDay`, not reminded yet, not followed by a newer Completed plan for the same number, of a
 * customer with a verified email who is not deleted. The validity is cast only when it reads 'N day(s)'.
 */
export async function listPlanReminderTargets(
  db: Database,
  today: string,
  lastDay: string,
): Promise<PlanReminderTarget[]> {
  const result = (await db.execute(sql`
    select * from (
      select o.id as "orderId", o.customer_id as "customerId", u.email, u.sms_updates as "smsUpdates",
             u.notification_prefs as "notificationPrefs", u.language, o.display_type as "displayType", o.operator, o.mobile,
             o.circle, o.amount_paise as "amountPaise", o.plan,
             to_char((o.created_at at time zone 'Asia/Kolkata')::date
               + (case when o.plan->>'validity' ~* '^\\s*[0-9]{1,4}\\s+days?\\s*$'
                       then (regexp_match(o.plan->>'validity', '[0-9]+'))[1]::int end),
               'YYYY-MM-DD') as "endsOn"
      from orders o
      join users u on u.id = o.customer_id
      where o.status = 'Completed'
        and o.plan is not null
        and o.mobile is not null
        and u.is_email_verified and u.email is not null and u.deleted_at is null
        and o.created_at > now() - interval '400 days'
        and not exists (select 1 from plan_reminders r where r.order_id = o.id)
        and not exists (
          select 1 from orders n
          where n.customer_id = o.customer_id and n.mobile = o.mobile and n.status = 'Completed'
            and n.plan is not null and n.created_at > o.created_at)
    ) t
    where t."endsOn" between ${today} and ${lastDay}
    order by t."orderId"`)) as unknown as { rows: PlanReminderTarget[] };
  return result.rows.map((row) => ({
    ...row,
    orderId: Number(row.orderId),
    amountPaise: Number(row.amountPaise),
  }));
}

/** Claims the reminder of one order: true when this call inserted it (send), false when it was claimed before. */
export async function claimPlanReminder(db: Database, orderId: number, endsOn: string): Promise<boolean> {
  const rows = await db
    .insert(planReminders)
    .values({ orderId, endsOn })
    .onConflictDoNothing()
    .returning({ orderId: planReminders.orderId });
  return rows.length > 0;
}

/** Forgets a reminder that could not be sent, so that the next run tries again. */
export async function releasePlanReminder(db: Database, orderId: number): Promise<void> {
  await db.delete(planReminders).where(eq(planReminders.orderId, orderId));
}
