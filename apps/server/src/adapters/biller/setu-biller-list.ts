import type { ConvenienceFeeSlab } from '@paywise/domain/bbps';
import { indiaDay } from '@paywise/domain/time';
import { unprocessable } from '../../lib/app-error';
import type { ProviderCategory, RegistryBiller } from './biller';
import type { SetuBillerContext } from './setu-biller-context';
import { SETU_MESSAGES } from './setu-failures';

/** Setu's list of billers: the registry's copy of it, and the metadata a fetch needs of one biller. */

interface SetuListedBiller {
  id: string;
  name: string;
  categoryName: string;
  coverage?: string;
  fetchApiType: string;
  payWithoutFetchAllowed: boolean;
  exactness: string;
  status?: string;
  customerParams: Array<{ paramName: string; dataType: string; regex: string; optional: boolean }>;
  interchangeFee?: InterchangeFee[];
}

export const EXACTNESS: Record<string, RegistryBiller['exactness']> = {
  Exact: 'EXACT',
  'Exact and above': 'EXACT_AND_ABOVE',
  'Exact and below': 'EXACT_AND_BELOW',
  Any: 'ANY',
  RANGE: 'RANGE',
};

/** A biller of Setu's list as the registry keeps it. */
function registryBiller(b: SetuListedBiller, today: string): RegistryBiller {
  return {
    id: b.id.slice(0, 40),
    name: b.name.slice(0, 200),
    category: b.categoryName.slice(0, 100),
    coverage: b.coverage?.slice(0, 100) ?? null,
    fetchRequirement:
      b.fetchApiType === 'BILL_DIRECT'
        ? 'NOT_SUPPORTED'
        : b.fetchApiType === 'BILL_FETCH' && b.payWithoutFetchAllowed
          ? 'OPTIONAL'
          : 'MANDATORY',
    exactness: EXACTNESS[b.exactness] ?? 'EXACT',
    params: b.customerParams.map((p) => ({
      name: p.paramName,
      dataType: p.dataType,
      regex: p.regex || null,
      optional: p.optional,
    })),
    convenienceFeeSlabs: convenienceFeeSlabs(b.interchangeFee, today),
    active: !b.status || b.status === 'ACTIVE',
  };
}

export interface BillerMeta {
  id: string;
  paramName: string;
  slabs: ConvenienceFeeSlab[];
  fetchedAt: number;
}

interface InterchangeFee {
  feeCode?: string;
  feeDirection?: string;
  interchangeFeeDetailsV2?: Array<{
    tranAmtRangeMin: number;
    tranAmtRangeMax: number;
    flatFee: number;
    percentFee: number;
    effctvFrom?: string;
    effctvTo?: string;
  }>;
}

/**
 * The CCF slabs of a biller (the CCF guide, 5.1): its CCF1 / C2B entry's interchangeFeeDetailsV2, those in effect
 * on `today` (YYYY-MM-DD; an empty effctvTo is open-ended). No entry: no fee.
 */
export function convenienceFeeSlabs(
  fees: readonly InterchangeFee[] | undefined,
  today: string,
): ConvenienceFeeSlab[] {
  const entry = fees?.find((f) => f.feeCode === 'CCF1' && f.feeDirection === 'C2B');
  return (entry?.interchangeFeeDetailsV2 ?? [])
    .filter((s) => (!s.effctvFrom || s.effctvFrom <= today) && (!s.effctvTo || s.effctvTo >= today))
    .filter((s) => s.flatFee > 0 || s.percentFee > 0)
    .map((s) => ({
      minPaise: s.tranAmtRangeMin,
      maxPaise: s.tranAmtRangeMax,
      flatFee: s.flatFee,
      percentFee: s.percentFee,
    }));
}

/** Biller metadata is read again after this long. */
const META_TTL_MS = 6 * 60 * 60 * 1000;

/** A cache of billers' metadata (read again after META_TTL_MS), as a function of an operator or biller id. */
export function createBillerMetas({ config, client, now }: SetuBillerContext) {
  const metas = new Map<string, BillerMeta>();

  /** The biller's first customer parameter (its name is what the fetch must send), from the biller list. */
  return async function billerMeta(operator: string, billerId?: string): Promise<BillerMeta> {
    const id = billerId ?? config.billerIds[operator];
    if (!id) throw unprocessable('BILLER_NOT_CONFIGURED', SETU_MESSAGES.notConfigured);
    const cached = metas.get(id);
    if (cached && now() - cached.fetchedAt < META_TTL_MS) return cached;
    const { body } = await client.call<{
      data?: {
        billers: Array<{
          id: string;
          customerParams: Array<{ paramName: string; optional: boolean }>;
          interchangeFee?: InterchangeFee[];
        }>;
      };
    }>({ method: 'GET', path: '/api/v2/bbps/billers', query: { ids: id }, context: { billerId: id } });
    const biller = body.data?.billers.find((b) => b.id === id);
    const param = biller?.customerParams.find((p) => !p.optional) ?? biller?.customerParams[0];
    if (!biller || !param) throw unprocessable('BILLER_NOT_CONFIGURED', SETU_MESSAGES.notConfigured);
    const meta = {
      id,
      paramName: param.paramName,
      slabs: convenienceFeeSlabs(biller.interchangeFee, indiaDay(new Date(now()))),
      fetchedAt: now(),
    };
    metas.set(id, meta);
    return meta;
  };
}

/** List Billers, page by page (`limit` 250, `after` = the previous page's nextPage), mapped to the registry. */
export async function* listSetuBillers({ client, now }: SetuBillerContext): AsyncIterable<RegistryBiller[]> {
  let after: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const { body } = await client.call<{ data?: { billers: SetuListedBiller[]; nextPage?: string } }>({
      method: 'GET',
      path: '/api/v2/bbps/billers',
      query: { limit: '250', ...(after ? { after } : {}) },
      context: { page },
    });
    const list = body.data?.billers ?? [];
    const today = indiaDay(new Date(now()));
    yield list.map((b) => registryBiller(b, today));
    after = body.data?.nextPage;
    if (!after || list.length === 0) return;
  }
}

/** List Categories (`GET /api/v2/bbps/categories`): the provider's category names in its order, with its counts. */
export async function listSetuCategories({ client }: SetuBillerContext): Promise<ProviderCategory[]> {
  const { body } = await client.call<{
    data?: { categories?: Array<{ name?: string; billerCount?: number }> };
  }>({ method: 'GET', path: '/api/v2/bbps/categories', context: {} });
  const seen = new Set<string>();
  const list: ProviderCategory[] = [];
  for (const category of body.data?.categories ?? []) {
    const name = category.name?.trim().slice(0, 100);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    list.push({
      name,
      billerCount: typeof category.billerCount === 'number' ? category.billerCount : null,
    });
  }
  return list;
}
