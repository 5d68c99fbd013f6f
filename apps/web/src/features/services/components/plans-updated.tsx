import type { PlanStatus } from '@paywise/domain/contracts/catalogue';
import { useLingui } from '@lingui/react';
import { useFormat } from '../../../lib/i18n/format';
import { usePlanStatus } from '../api/get-plan-status';
import type { PlanSetKey } from '../api/get-plans';

/**
 * "Plans updated {date}" above the plan browser's list when the plans are the recharge provider's live ones
 * (GET /api/plans/status); nothing on the shipped catalogue, which the browser showed before live plans existed.
 */
export function PlansUpdated({ status }: { status: PlanStatus | undefined }) {
  const { i18n } = useLingui();
  const format = useFormat();
  if (status?.source !== 'live' || !status.updatedAt) return null;
  const date = format.date(status.updatedAt);
  if (!date) return null;
  return (
    <p className="text-xs font-semibold text-muted">
      {i18n._({ id: 'services.plans.updated', message: 'Plans updated {date}', values: { date } })}
    </p>
  );
}

/** The line for an operator and circle, asking the status itself (loaded with the plan browser, not the page). */
export default function PlansUpdatedLine(key: PlanSetKey) {
  const { data } = usePlanStatus(key);
  return <PlansUpdated status={data} />;
}
