import type { RechargeWallet } from '@paywise/domain/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const RECHARGE_WALLET_KEY = ['admin', 'recharge-wallet'] as const;

/** The server asks the aggregator at most once a minute: the card follows at that pace. */
export const RECHARGE_WALLET_REFRESH_MS = 60_000;

export function getRechargeWallet(): Promise<RechargeWallet> {
  return api.get<RechargeWallet>('/admin/recharge-wallet');
}

/** The recharge wallet card (GET /api/admin/recharge-wallet): the prefunded balance recharges are paid from. */
export function useRechargeWallet() {
  return useQuery(
    queryOptions({
      queryKey: RECHARGE_WALLET_KEY,
      queryFn: getRechargeWallet,
      refetchInterval: RECHARGE_WALLET_REFRESH_MS,
    }),
  );
}
