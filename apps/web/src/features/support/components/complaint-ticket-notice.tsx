import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/i18n/format';
import { BbpsComplaintFacts } from './bbps-complaint';
import type { ComplaintTicket } from './use-complaint-form';

/** The complaint just registered: its ticket ID, when we answer by, and where to escalate. */
export function ComplaintTicketNotice({ ticket }: { ticket: ComplaintTicket }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <div className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
      <p className="font-semibold">
        {i18n._({
          id: 'support.complaint.registered.title',
          message: 'Your complaint has been registered.',
        })}
      </p>
      <p className="mt-1">
        <Trans
          id="support.complaint.registered.ticket"
          message="Your ticket ID is <0>{ticketId}</0>. Please quote it when you contact us."
          values={{ ticketId: ticket.ticketId }}
          components={[<strong data-testid="ticket-id" />]}
        />
      </p>
      <p className="mt-1">
        <Trans
          id="support.complaint.registered.answerBy"
          message="We will answer by <0>{answerBy}</0>. Not answered by then, or not satisfied? <1>Grievance Redressal</1>"
          values={{ answerBy: format.dateTime(ticket.answerBy) }}
          components={[
            <strong data-testid="answer-by" />,
            <Link
              to={paths.customer.grievance.getHref()}
              className="font-semibold underline underline-offset-2"
            />,
          ]}
        />
      </p>
      {ticket.bbps ? <BbpsComplaintFacts bbps={ticket.bbps} className="mt-2" muted={false} /> : null}
    </div>
  );
}
