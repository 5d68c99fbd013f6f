import { useLingui } from '@lingui/react';
import { formatOrderId } from '@paywise/domain/format';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { ComplaintStatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n/format';
import { useMyComplaints } from '../api/get-my-complaints';
import { STATUS_TEXTS } from '../texts';
import { BbpsComplaintFacts } from './bbps-complaint';

/** The signed-in customer's complaint tickets, with their status. */
export function MyTickets() {
  const { i18n } = useLingui();
  const format = useFormat();
  const tickets = useMyComplaints(true);
  return (
    <section
      aria-labelledby="my-tickets"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="my-tickets" className="text-lg font-bold text-ink">
        {i18n._({ id: 'support.tickets.title', message: 'Your tickets' })}
      </h2>
      {tickets.isPending ? (
        <SkeletonGroup
          label={i18n._({ id: 'support.tickets.loading', message: 'Loading your tickets…' })}
          className="mt-3 space-y-3"
        >
          {[0, 1].map((row) => (
            <div key={row} className="flex items-start justify-between gap-2">
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3 w-48" />
              </div>
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
          ))}
        </SkeletonGroup>
      ) : tickets.isError ? (
        <p className="mt-3 text-red-700" role="alert">
          {errorMessage(
            tickets.error,
            i18n._({ id: 'support.tickets.failed', message: 'Failed to fetch your tickets.' }),
          )}
        </p>
      ) : tickets.data.complaints.length === 0 ? (
        <p className="mt-3 text-muted" data-testid="tickets-empty">
          {i18n._({
            id: 'support.tickets.empty',
            message:
              'No tickets yet. If something went wrong with a recharge or a bill, raise a complaint here and follow it in this list.',
          })}
        </p>
      ) : (
        <ul
          className="mt-3 divide-y divide-slate-200"
          aria-label={i18n._({ id: 'support.tickets.list', message: 'Your complaint tickets' })}
        >
          {tickets.data.complaints.map((complaint) => (
            <li key={complaint.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{complaint.ticketId}</p>
                <p className="break-words text-sm text-muted">{complaint.subject}</p>
                <p className="text-sm text-muted">
                  {format.dateTime(complaint.createdAt)}
                  {complaint.orderId ? ` · ${formatOrderId(complaint.orderId)}` : ''}
                </p>
                {complaint.answeredAt === null ? (
                  <p className="text-sm text-muted">
                    {i18n._({
                      id: 'support.tickets.answerBy',
                      message: 'Answer by {answerBy}',
                      values: { answerBy: format.dateTime(complaint.answerBy) },
                    })}
                  </p>
                ) : null}
                {complaint.bbps ? <BbpsComplaintFacts bbps={complaint.bbps} className="mt-1" /> : null}
              </div>
              <ComplaintStatusBadge
                status={complaint.status}
                label={i18n._(STATUS_TEXTS[complaint.status])}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
