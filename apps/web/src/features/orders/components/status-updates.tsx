import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { OrderEventDto } from '@paywise/domain/contracts/orders';
import { displayStatus, statusTone, type OrderStatus, type StatusTone } from '@paywise/domain/format';
import { cn } from '../../../components/ui/cn';
import { useFormat } from '../../../lib/i18n/format';
import { orderNoteText } from '../../../lib/order-notes';

/** One line per step of the order's history (not the bare status names, which the summary badge shows). */
const EVENT_LABEL: Record<OrderStatus, MessageDescriptor> = {
  'Payment Pending': /*i18n*/ { id: 'orders.event.placed', message: 'Order placed' },
  Processing: /*i18n*/ { id: 'orders.event.processing', message: 'Payment received, sent to the operator' },
  Completed: /*i18n*/ { id: 'orders.event.completed', message: 'Order completed' },
  Failed: /*i18n*/ { id: 'orders.event.failed', message: 'Payment failed' },
  Refunded: /*i18n*/ { id: 'orders.event.refunded', message: 'Payment refunded' },
};

const EVENT_DOT: Record<StatusTone, string> = {
  success: 'bg-green-700',
  warning: 'bg-amber-500',
  danger: 'bg-red-700',
  neutral: 'bg-slate-500',
};

/** The order's history, oldest first: every status it entered, when, and the server's note. */
export function StatusUpdates({ events, isLive }: { events: readonly OrderEventDto[]; isLive: boolean }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <section
      className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="updates-title"
    >
      <h2 id="updates-title" className="text-lg font-bold">
        {i18n._({ id: 'orders.updates.title', message: 'Status Updates' })}
      </h2>
      {events.length > 0 ? (
        <ol className="mt-3 ml-1.5 border-l-2 border-slate-200" data-testid="order-events">
          {events.map((event, index) => {
            const status = displayStatus(event.status);
            return (
              <li key={`${index}-${event.at}`} className="relative pb-4 pl-5 last:pb-0">
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-1.5 -left-[7px] size-3 rounded-full ring-4 ring-white',
                    // The step the order is at now in its status colour; the steps behind it grey.
                    index === events.length - 1 ? EVENT_DOT[statusTone(status)] : 'bg-slate-400',
                  )}
                />
                <p className="font-semibold">
                  {i18n._(EVENT_LABEL[status])}
                  {index === events.length - 1 ? (
                    <span className="sr-only">
                      {' '}
                      {i18n._({ id: 'orders.updates.current', message: '(current status)' })}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  <Trans
                    id="orders.updates.at"
                    message="<0>{dateTime}</0> IST"
                    values={{ dateTime: format.dateTime(event.at) }}
                    components={[<time dateTime={event.at} />]}
                  />
                </p>
                {event.note ? <p className="text-sm break-words">{orderNoteText(i18n, event.note)}</p> : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-2 text-muted">{i18n._({ id: 'orders.updates.none', message: 'No updates yet.' })}</p>
      )}
      {isLive ? (
        <p className="mt-4 text-sm text-muted">
          {i18n._({ id: 'orders.updates.live', message: 'New updates appear here automatically.' })}
        </p>
      ) : null}
    </section>
  );
}
