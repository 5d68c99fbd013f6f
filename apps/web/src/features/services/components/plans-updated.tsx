import type { PlanStatus } from '@paywise/domain/contracts/catalogue';
import { formatDate } from '@paywise/domain/format';
import { usePlanStatus } from '../api/get-plan-status';
import type { PlanSetKey } from '../api/get-plans';

/**
 * "Plans updated {date}" above the plan browser's list when the plans are the recharge provider's live ones
 * (GET /api/plans/status); nothing on the shipped catalogue, which the browser showed before live plans existed.
 */
export function PlansUpdated({ status }: { status: PlanStatus | undefined }) {
  if (status?.source !== 'live' || !status.updatedAt) return null;
  const date = formatDate(status.updatedAt);
  if (!date) return null;
  return <p className="text-xs font-semibold text-muted">Plans updated {date}</p>;
}

/** The line for an operator and circle, asking the status itself (loaded with the plan browser, not the page). */
export default function PlansUpdatedLine(key: PlanSetKey) {
  const { data } = usePlanStatus(key);
  return <PlansUpdated status={data} />;
}
