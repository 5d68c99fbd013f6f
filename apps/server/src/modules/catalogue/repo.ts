import { count, eq, and, max, sql } from 'drizzle-orm';
import type { Plan } from '@paywise/domain/catalogue/types';
import type { Database } from '../../db/client';
import { livePlanSets } from '../../db/schema';

export interface LivePlanSet {
  plans: Plan[];
  refreshedAt: Date;
}

/** The stored live plans of an operator and circle (catalogue names), or undefined. */
export async function readPlanSet(
  db: Database,
  operator: string,
  circle: string,
): Promise<LivePlanSet | undefined> {
  const [row] = await db
    .select({ plans: livePlanSets.plans, refreshedAt: livePlanSets.refreshedAt })
    .from(livePlanSets)
    .where(and(eq(livePlanSets.operator, operator), eq(livePlanSets.circle, circle)))
    .limit(1);
  return row;
}

/** The plans a refresh received for a pair, now (replacing the earlier ones whole). */
export async function savePlanSet(
  db: Database,
  { operator, circle, plans }: { operator: string; circle: string; plans: Plan[] },
): Promise<void> {
  await db
    .insert(livePlanSets)
    .values({ operator, circle, plans, refreshedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [livePlanSets.operator, livePlanSets.circle],
      set: { plans, refreshedAt: sql`now()` },
    });
}

/** How many pairs have live plans, and the latest refresh. */
export async function planSetsSummary(db: Database): Promise<{ sets: number; updatedAt: Date | null }> {
  const [row] = await db
    .select({ sets: count(), updatedAt: max(livePlanSets.refreshedAt) })
    .from(livePlanSets);
  return { sets: Number(row?.sets ?? 0), updatedAt: row?.updatedAt ?? null };
}
