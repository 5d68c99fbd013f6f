import type { FastifyBaseLogger } from 'fastify';
import { CIRCLES, findCircle } from '@paywise/domain/catalogue/circles';
import { seriesNumberOf } from '@paywise/domain/catalogue/number-series';
import { findOperator, OPERATORS } from '@paywise/domain/catalogue/operators';
import type { Plan } from '@paywise/domain/catalogue/types';
import type { LivePlansAdmin, PlanStatus } from '@paywise/domain/contracts/catalogue';
import { INDIA_TIME_ZONE } from '@paywise/domain/time';
import type { PlanSource } from '../../adapters/recharge-provider/setu-plans';
import type { Database } from '../../db/client';
import type { RecurringJob } from '../../plugins/jobs';
import { planSetsSummary, readPlanSet, savePlanSet, type LivePlanSet } from './repo';

/** The daily refresh: 04:30 India time, before the morning's recharges. */
export const PLANS_REFRESH_JOB = 'plans-refresh';
const PLANS_REFRESH_CRON = { pattern: '30 4 * * *', tz: INDIA_TIME_ZONE };

export interface RefreshResult {
  /** Pairs whose plans were stored. */
  stored: number;
  /** Pairs the provider did not answer (or answered no plan we can sell): their earlier plans stay. */
  failed: number;
}

export interface LivePlansDeps {
  db: Database;
  /** null: live plans are off (RECHARGE_PROVIDER=sandbox); the shipped catalogue is served. */
  source: PlanSource | null;
  log: FastifyBaseLogger;
}

/**
 * Live plans (decision 0022): the recharge provider's plans per operator and circle, fetched with a
 * number of that pair's series (the numbering plan), stored with the time of the refresh and served in place of
 * the shipped catalogue for that pair. A pair the provider never answered, or every pair while the provider is
 * off, keeps the catalogue; a failed refresh keeps the pair's last plans.
 */
export function createLivePlans(deps: LivePlansDeps) {
  const { db, source, log } = deps;

  /** The stored live plans of an operator and circle as the API spells them; undefined: the catalogue. */
  async function planSet(operatorName = '', circleName = ''): Promise<LivePlanSet | undefined> {
    if (!source) return undefined;
    const operator = findOperator('MOBILE', operatorName);
    const circle = findCircle(circleName);
    if (!operator || !circle) return undefined;
    return readPlanSet(db, operator.name, circle.name);
  }

  async function refresh(stopping?: AbortSignal): Promise<RefreshResult> {
    const result: RefreshResult = { stored: 0, failed: 0 };
    if (!source) return result;
    for (const operator of OPERATORS.MOBILE) {
      for (const circle of CIRCLES) {
        if (stopping?.aborted) return result;
        if (!source.covers(operator.name, circle.name)) continue;
        const mobile = seriesNumberOf(operator.name, circle.name);
        if (!mobile) continue;
        try {
          const plans = await source.fetch(operator.name, circle.name, mobile);
          // An empty answer never replaces plans customers can buy.
          if (plans.length === 0) throw new Error('no plan in the answer');
          await savePlanSet(db, { operator: operator.name, circle: circle.name, plans });
          result.stored++;
        } catch (err) {
          result.failed++;
          log.debug(
            { err: { message: (err as Error).message }, operator: operator.name, circle: circle.name },
            'live plans not refreshed for this operator and circle; the last ones (or the catalogue) stay',
          );
        }
      }
    }
    const level = result.failed > 0 ? 'warn' : 'info';
    log[level](result, 'live plans refreshed');
    return result;
  }

  return {
    planSet,
    refresh,

    async status(operator?: string, circle?: string): Promise<PlanStatus> {
      const set = await planSet(operator, circle);
      return set
        ? { source: 'live', updatedAt: set.refreshedAt.toISOString() }
        : { source: 'catalogue', updatedAt: null };
    },

    /**
     * The live plans an order of this operator and circle is checked against; undefined when the catalogue is
     * (no live plans for the pair).
     */
    async plansForOrder(operator: string, circle: string | null): Promise<Plan[] | undefined> {
      return (await planSet(operator, circle ?? ''))?.plans;
    },

    async adminStatus(): Promise<LivePlansAdmin> {
      if (!source) return { provider: 'sandbox', sets: 0, updatedAt: null };
      const summary = await planSetsSummary(db);
      return { provider: 'setu', sets: summary.sets, updatedAt: summary.updatedAt?.toISOString() ?? null };
    },

    /** The daily refresh (only when the provider is on); the admin's refresh sends the same job. */
    jobs(): RecurringJob[] {
      if (!source) return [];
      return [{ name: PLANS_REFRESH_JOB, cron: PLANS_REFRESH_CRON, expireInSeconds: 1800, run: refresh }];
    },
  };
}

export type LivePlansService = ReturnType<typeof createLivePlans>;
