import type { FastifyBaseLogger } from 'fastify';
import { catalogueCircleOf, catalogueOperatorOf } from './setu-circles';
import type { SetuPrepaidClient } from './setu-prepaid-client';

/** How long Setu's answer for a number is kept (a port takes days; the customer can always choose). */
export const OPERATOR_CACHE_MS = 24 * 60 * 60_000;
/** At most this many numbers are kept (the oldest answer goes first). */
const OPERATOR_CACHE_MAX = 10_000;

export interface DetectedOperator {
  /** The catalogue's MOBILE operator. */
  operator: string;
  /** The catalogue's circle; null when Setu names none we know (All, IND). */
  circle: string | null;
}

/** A number's operator and circle as Setu knows them (ported numbers included), or undefined. Never throws. */
export type OperatorLookup = (number: string) => Promise<DetectedOperator | undefined>;

/**
 * `fetch-operator-details`, cached per number in this process for a day. Setu not answering, or answering an
 * operator the catalogue does not list, is no answer: the caller falls back to the numbering plan's series.
 */
export function createSetuOperatorLookup(
  client: Pick<SetuPrepaidClient, 'operatorDetails'>,
  options: { log?: Pick<FastifyBaseLogger, 'warn'>; now?: () => number } = {},
): OperatorLookup {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; answer: DetectedOperator | undefined }>();
  return async (number) => {
    const hit = cache.get(number);
    if (hit && now() - hit.at < OPERATOR_CACHE_MS) return hit.answer;
    let answer: DetectedOperator | undefined;
    try {
      const { data } = await client.operatorDetails(number);
      const operator = catalogueOperatorOf(data.current_operator ?? '');
      answer = operator
        ? { operator, circle: catalogueCircleOf(data.current_location ?? '') ?? null }
        : undefined;
    } catch (err) {
      options.log?.warn({ err }, 'Setu operator details not available; the number series is used');
      return undefined; // not cached: asked again next time
    }
    cache.delete(number);
    cache.set(number, { at: now(), answer });
    if (cache.size > OPERATOR_CACHE_MAX) cache.delete(cache.keys().next().value!);
    return answer;
  };
}
