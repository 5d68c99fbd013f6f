import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { ADMIN_PIPELINE_REFRESH_MS, useAdminPipeline } from '../api/get-admin-pipeline';
import { formatAgo, formatDuration, secondsSince } from '../pipeline-format';
import { ListState } from './admin-page';

/** The sweeper is late when it has not run for this many of its intervals. */
const OVERDUE_AFTER_INTERVALS = 3;

function Figure({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-2xl font-bold break-words text-ink">{value}</dd>
      {children ? <dd className="text-sm text-muted">{children}</dd> : null}
    </div>
  );
}

/**
 * The order pipeline at a glance: orders still being worked on (per status), how long the oldest has waited, and
 * when the background sweeper, which finishes them, last ran. Refreshed every 15 s while the dashboard is open.
 */
export function PipelineCard() {
  const pipeline = useAdminPipeline();
  const p = pipeline.data;
  // Ages are counted to the moment the server answered, on the server's clock: they do not drift between two
  // refreshes, and a browser clock that is off does not make the sweeper look late (or early).
  const now = p?.serverTime ? Date.parse(p.serverTime) : pipeline.dataUpdatedAt;

  let body: ReactNode;
  if (p) {
    const unfinished = p.unfinished.paymentPending + p.unfinished.processing;
    const sweptAgo = secondsSince(p.sweeperLastRunAt, now);
    const isOverdue =
      sweptAgo !== null &&
      p.sweepIntervalSeconds > 0 &&
      sweptAgo > OVERDUE_AFTER_INTERVALS * p.sweepIntervalSeconds;
    body = (
      <>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Payment Pending" value={p.unfinished.paymentPending.toLocaleString('en-IN')} />
          <Figure label="Processing" value={p.unfinished.processing.toLocaleString('en-IN')} />
          <Figure
            label="Oldest unfinished"
            value={
              unfinished > 0 ? (
                formatDuration(p.oldestUnfinishedSeconds)
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">none</span>
                </>
              )
            }
          />
          <Figure label="Sweeper last run" value={formatAgo(p.sweeperLastRunAt, now)}>
            {isOverdue ? (
              <span className="font-semibold text-amber-800">
                Overdue: runs every {formatDuration(p.sweepIntervalSeconds)}
              </span>
            ) : (
              <>Runs every {formatDuration(p.sweepIntervalSeconds)}</>
            )}
          </Figure>
          {/* Refunds past their expected date and not processed (docs/decisions/0024), when the answer has them. */}
          {p.refundsPastDue !== undefined ? (
            <Figure label="Refunds past due" value={p.refundsPastDue.toLocaleString('en-IN')}>
              {p.refundsPastDue > 0 ? (
                <span className="font-semibold text-amber-800">Listed in the daily mail to the admins</span>
              ) : (
                <>None late</>
              )}
            </Figure>
          ) : null}
          {/* Provider webhooks whose status could not be asked after repeated tries (issue 46): still asked. */}
          {p.providerNoticesUnanswered !== undefined ? (
            <Figure
              label="Provider notices unanswered"
              value={p.providerNoticesUnanswered.toLocaleString('en-IN')}
            >
              {p.providerNoticesUnanswered > 0 ? (
                <span className="font-semibold text-amber-800">Listed in the daily mail to the admins</span>
              ) : (
                <>None waiting</>
              )}
            </Figure>
          ) : null}
        </dl>
        <p className="mt-3 text-sm text-muted">
          Daily figures last rolled up: {formatAgo(p.rollupLastRunAt, now)}
        </p>
      </>
    );
  } else if (pipeline.isError) {
    body = (
      <ListState tone="error">
        {errorMessage(pipeline.error, 'Failed to fetch the order pipeline.')}
      </ListState>
    );
  } else {
    body = <ListState>Loading the order pipeline...</ListState>;
  }

  return (
    <section
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="pipeline-title"
      data-testid="pipeline-card"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="pipeline-title" className="text-lg font-bold text-ink">
          Order pipeline
        </h2>
        <p className="text-sm text-muted">Updates every {ADMIN_PIPELINE_REFRESH_MS / 1000} s</p>
      </div>
      {body}
    </section>
  );
}
