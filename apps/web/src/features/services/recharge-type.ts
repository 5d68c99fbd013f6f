import type { ServiceDefinition, ServiceSlug } from '@paywise/domain/catalogue/types';

export type RechargeType = 'Prepaid' | 'Postpaid';
export const RECHARGE_TYPES: readonly RechargeType[] = ['Prepaid', 'Postpaid'];

/** The page of each recharge type: the Prepaid/Postpaid control moves between them. */
export const RECHARGE_TYPE_PAGES: Readonly<Record<RechargeType, ServiceSlug>> = {
  Prepaid: 'mobile',
  Postpaid: 'postpaid',
};

/** The recharge type a page is (the postpaid page is Postpaid, the mobile page Prepaid). */
export function rechargeTypeOf(def: ServiceDefinition): RechargeType {
  return RECHARGE_TYPES.find((type) => RECHARGE_TYPE_PAGES[type] === def.slug) ?? 'Prepaid';
}
