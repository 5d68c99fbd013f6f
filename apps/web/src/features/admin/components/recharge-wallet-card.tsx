import { formatDate } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useRechargeWallet } from '../api/get-recharge-wallet';
import { useLivePlans, useRefreshPlans } from '../api/live-plans';
import { Button } from '../../../components/ui/button';
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
      <LivePlans />
    </section>
  );
}

/**
 * Where the plan browser's plans come from: the provider's live plans (refreshed daily; "Refresh plans" queues a
 * refresh now) or, on the sandbox, the shipped catalogue.
 */
function LivePlans() {
  const plans = useLivePlans();
  const refresh = useRefreshPlans();
  const p = plans.data;
  if (!p) return null;
  if (p.provider === 'sandbox') {
    return (
      <p className="mt-3 text-sm text-muted">Plans: the shipped catalogue (no live plans on the sandbox).</p>
    );
  }
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <p className="text-sm text-ink" data-testid="live-plans">
        {p.updatedAt
          ? `Live plans for ${p.sets} operator and circle pairs · Plans updated ${formatDate(p.updatedAt)}`
          : 'No live plans yet: the shipped catalogue is served.'}
      </p>
      <Button
        variant="secondary"
        className="mt-2 px-4"
        disabled={refresh.isPending}
        onClick={() => refresh.mutate()}
      >
        Refresh plans
      </Button>
      <p role="status" className="mt-1 text-sm text-muted">
        {refresh.isSuccess
          ? refresh.data.status === 'queued'
            ? 'Refresh started; the plans are updated in a few minutes.'
            : 'Plans refreshed.'
          : refresh.isError
            ? errorMessage(refresh.error, 'The refresh could not be started.')
            : ''}
      </p>
    </div>
  );
}
