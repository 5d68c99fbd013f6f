import { indiaDay } from '@paywise/domain/time';
import type { ProviderTransaction } from './biller';
import type { SetuBillerContext } from './setu-biller-context';

/**
 * Setu BBPS's own record of the payments made (GET /api/v2/bbps/transactions, the "List" operation of
 * bbps-billpay-v2.json), for the daily reconciliation: the India days `startDate`..`endDate` (required, dates),
 * `limit` a page, and `after` taken from the previous page's `nextPage` (a path whose query names it, or the bare
 * value), until a page has no nextPage.
 */

const PATH = '/api/v2/bbps/transactions';
/** Transactions a page. */
const PAGE_LIMIT = 100;
/** A bound on one run's pages (100,000 transactions): a provider answering the same page again cannot loop us. */
const MAX_PAGES = 1000;

interface SetuListedTransaction {
  refId?: string;
  paymentRefId?: string;
  status?: 'Processing' | 'Success' | 'Error' | 'Credit_Adjustment';
  amount?: number;
}

const STATUS: Record<string, ProviderTransaction['status']> = {
  Success: 'success',
  Error: 'failed',
  Credit_Adjustment: 'reversed',
  Processing: 'pending',
};

/** The `after` of a nextPage: the example in the file is a path with a query (`…&after=ABCC00000PTNNS`). */
export function afterOf(nextPage: string | undefined): string | undefined {
  if (!nextPage) return undefined;
  if (!nextPage.includes('?') && !nextPage.startsWith('/')) return nextPage;
  return new URL(nextPage, 'http://setu.invalid').searchParams.get('after') ?? undefined;
}

export async function* listSetuTransactions(
  { client }: SetuBillerContext,
  window: { from: Date; to: Date },
): AsyncIterable<ProviderTransaction[]> {
  const query = {
    startDate: indiaDay(window.from),
    endDate: indiaDay(window.to),
    limit: String(PAGE_LIMIT),
  };
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { body } = await client.call<{
      data?: { transactions?: SetuListedTransaction[]; nextPage?: string };
    }>({
      method: 'GET',
      path: PATH,
      query: { ...query, ...(after ? { after } : {}) },
      context: { list: 'transactions', page },
    });
    const listed = body.data?.transactions ?? [];
    yield listed
      .filter((tx): tx is SetuListedTransaction & { refId: string } => typeof tx.refId === 'string')
      .map((tx) => ({
        refId: tx.refId,
        paymentRefId: tx.paymentRefId ?? null,
        // A status the file does not list is "still processing": the order is asked again, never settled on it.
        status: STATUS[tx.status ?? ''] ?? 'pending',
        amountPaise: typeof tx.amount === 'number' ? tx.amount : null,
      }));
    const next = afterOf(body.data?.nextPage);
    if (!next || listed.length === 0 || next === after) return;
    after = next;
  }
}
