import { findCircle } from '@paywise/domain/catalogue/circles';
import { findNumberSeries } from '@paywise/domain/catalogue/number-series';
import { findOperator } from '@paywise/domain/catalogue/operators';
import type { MobileLookupDto } from '@paywise/domain/contracts/numbers';
import type { OperatorLookup } from '../../adapters/recharge-provider/setu-operator-lookup';
import type { Database } from '../../db/client';
import { lastPaidOrderOfNumber } from '../orders';

/**
 * The operator and circle of a mobile number: from the customer's own last paid order for it when there is one
 * (a number ported to another operator keeps working for them), else from the recharge provider when one is
 * configured (RECHARGE_PROVIDER=setu: it knows ported numbers), else from the numbering plan's allocation of its
 * series (a guess, since portability keeps the digits). Undefined when none knows.
 */
export async function lookupMobileNumber(
  db: Database,
  {
    number,
    customerId,
    provider = null,
  }: { number: string; customerId: number | null; provider?: OperatorLookup | null },
): Promise<MobileLookupDto | undefined> {
  if (customerId !== null) {
    const last = await lastPaidOrderOfNumber(db, customerId, number);
    // An operator the catalogue no longer lists (renamed, retired) is no answer: the series may still know.
    const operator = last && findOperator('MOBILE', last.operator);
    if (last && operator) {
      const circle = last.circle === null ? undefined : findCircle(last.circle);
      return { operator: operator.name, circle: circle?.name ?? null, source: 'history' };
    }
  }
  const live = provider ? await provider(number) : undefined;
  if (live) return { ...live, source: 'provider' };
  const series = findNumberSeries(number);
  return series && { ...series, source: 'series' };
}
