import { formatInr } from '@paywise/domain/money';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useRechargeWallet } from '../api/get-recharge-wallet';
import { ListState } from './admin-page';

/**
 * The prefunded wallet mobile recharges are paid from (RECHARGE_PROVIDER=setu, decision 0022): its balance, and an
 * alert when it is below RECHARGE_WALLET_ALERT or Setu sent its low-balance notice. On the sandbox there is none.
 */
export function RechargeWalletCard() {
  const wallet = useRechargeWallet();
  const w = wallet.data;

  let body: ReactNode;
  if (w?.provider === 'sandbox') {
    body = (
      <p className="mt-3 text-sm text-muted">
        Recharges are fulfilled by the sandbox biller: there is no prepaid wallet to fund.
      </p>
    );
  } else if (w) {
    body = (
      <>
        <p className="mt-3 text-2xl font-bold text-ink" data-testid="recharge-wallet-balance">
          {w.balance === null ? 'Not available' : formatInr(w.balance)}
        </p>
        <p className="mt-1 text-sm text-muted">
          Alert below {formatInr(w.alertBelow)}
          {w.checkedAt ? ` · read ${new Date(w.checkedAt).toLocaleString('en-IN')}` : ''}
        </p>
        {w.low ? (
          <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900">
            The recharge wallet is low: top it up. Recharges it cannot cover are paused for customers.
          </p>
        ) : null}
      </>
    );
  } else if (wallet.isError) {
    body = (
      <ListState tone="error">{errorMessage(wallet.error, 'Failed to fetch the recharge wallet.')}</ListState>
    );
  } else {
    body = <ListState>Loading the recharge wallet...</ListState>;
  }

  return (
    <section
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="recharge-wallet-title"
      data-testid="recharge-wallet-card"
    >
      <h2 id="recharge-wallet-title" className="text-lg font-bold text-ink">
        Recharge wallet
      </h2>
      {body}
    </section>
  );
}
