import { bbpsComplaintCoolingHours, bbpsComplaintWindow } from '@paywise/domain/bbps-complaints';
import { formatDateTime } from '@paywise/domain/format';
import {
  BBPS_SERVICE_DISPUTE_TYPES,
  formatTicketId,
  type ComplaintDetail,
  type ComplaintRequest,
  type ComplaintStatus,
  type ComplaintUpdate,
} from '@paywise/domain/contracts/support';
import type { FastifyBaseLogger } from 'fastify';
import type { Biller } from '../../adapters/biller/biller';
import type { Database } from '../../db/client';
import { badRequest, badRequestWithFieldCodes, conflict, notFound } from '../../lib/app-error';
import type { UserRow } from '../../db/schema';
import { findCustomerOrder, isOrderOwnedByCustomer } from '../orders';
import {
  findComplaint,
  insertComplaint,
  listAllComplaintRowsOfUser,
  BBPS_FINAL_STATUSES,
  findComplaintByBbpsRefId,
  listOpenBbpsComplaints,
  setBbpsComplaint,
  listComplaintHistory,
  toAdminSummary,
  toSummary,
  updateComplaintStatus,
} from './repo';

/** The caller's own complaints, and every complaint (admin, optionally by status): pages as the repo reads them. */
export { listAllComplaints, listComplaintsOfUser } from './repo';

/**
 * Files a complaint. A signed-in caller's complaint is linked to them; an order can only be attached by a
 * signed-in customer and only if it is one of their own orders.
 */
export const BBPS_COMPLAINT_NEEDS_ORDER =
  'Choose the bill you paid through Bharat Connect to raise a Bharat Connect complaint.';
export const BBPS_COMPLAINT_NOT_BBPS = 'This order was not paid through Bharat Connect.';

export const BBPS_NOT_A_SERVICE_REASON =
  'A service complaint is about the service paid for: choose service not received, service disconnected or a late payment surcharge.';
export const BBPS_NOT_A_PAYMENT_REASON =
  'This reason is about the service paid for: file it as a service complaint.';

/**
 * A Bharat Connect complaint raised before its category's cooling period is over (the harmonised TAT: 24 hours for
 * utilities), or about a payment the biller has not confirmed yet: 409 COMPLAINT_TOO_EARLY saying from when.
 */
export function bbpsComplaintTooEarly(opensAt: Date, coolingHours: number): string {
  return `You can raise a Bharat Connect complaint about this payment from ${formatDateTime(opensAt)} IST, ${coolingHours} hours after it was made.`;
}
export function bbpsComplaintUnconfirmed(opensAt: Date, now: Date): string {
  const from = opensAt.getTime() > now.getTime() ? `, from ${formatDateTime(opensAt)} IST` : '';
  return `This payment is still being confirmed by the biller. You can raise a Bharat Connect complaint about it once it is confirmed${from}.`;
}

/** Whether a dispute type is a service reason (service-based complaint) rather than a payment one. */
export const isServiceDisputeType = (type: string): boolean =>
  (BBPS_SERVICE_DISPUTE_TYPES as readonly string[]).includes(type);

/** The BBPS side of complaints: the biller port, and where failures are logged. */
export interface BbpsComplaintDeps {
  biller: Biller;
  log: FastifyBaseLogger;
}

/**
 * Files the ticket's BBPS complaint (claimed first: the ticket says FILING before the call) and reads where it
 * stands. A failure leaves it FILING (logged): the complaints job files it again.
 */
async function fileBbpsComplaint(
  db: Database,
  {
    deps,
    ticket,
    transactionId,
  }: {
    deps: BbpsComplaintDeps;
    ticket: { id: number; message: string; bbpsDisputeType: string | null };
    transactionId: string;
  },
): Promise<void> {
  try {
    const { refId } = await deps.biller.raiseComplaint({
      transactionId,
      disputeType: ticket.bbpsDisputeType ?? 'others',
      description: ticket.message.slice(0, 500),
    });
    await setBbpsComplaint(db, ticket.id, { refId, status: 'PROCESSING' });
    await refreshBbpsComplaint(db, { deps, id: ticket.id, refId });
  } catch (err) {
    deps.log.error(
      { err, complaintId: ticket.id },
      'BBPS complaint not filed; the complaints job tries again',
    );
  }
}

async function refreshBbpsComplaint(
  db: Database,
  { deps, id, refId }: { deps: BbpsComplaintDeps; id: number; refId: string },
) {
  const answer = await deps.biller.complaintStatus(refId);
  await setBbpsComplaint(db, id, answer);
}

/**
 * A dispute webhook (BILL_DISPUTE) named this complaint refId: never trusted alone, it only makes the ticket's
 * status be asked now (complaint/response decides). A refId of no ticket, or of one already final (a repeated
 * delivery), changes nothing.
 */
export async function bbpsComplaintUpdate(
  db: Database,
  deps: BbpsComplaintDeps,
  refId: string,
): Promise<'processed' | 'ignored'> {
  const row = await findComplaintByBbpsRefId(db, refId);
  if (!row || (row.bbpsStatus !== null && BBPS_FINAL_STATUSES.includes(row.bbpsStatus))) return 'ignored';
  await refreshBbpsComplaint(db, { deps, id: row.id, refId });
  return 'processed';
}

/** The complaints job: files the BBPS complaints still FILING and asks BBPS about the open ones. */
export async function pollBbpsComplaints(db: Database, deps: BbpsComplaintDeps): Promise<number> {
  const open = await listOpenBbpsComplaints(db, 100);
  for (const row of open) {
    try {
      if (row.bbpsRefId) {
        await refreshBbpsComplaint(db, { deps, id: row.id, refId: row.bbpsRefId });
        continue;
      }
      const order =
        row.orderId !== null && row.userId !== null
          ? await findCustomerOrder(db, row.orderId, row.userId)
          : undefined;
      if (!order?.bbpsTxnId) {
        await setBbpsComplaint(db, row.id, { status: 'FAILED' });
        continue;
      }
      await fileBbpsComplaint(db, { deps, ticket: row, transactionId: order.bbpsTxnId });
    } catch (err) {
      deps.log.error({ err, complaintId: row.id }, 'BBPS complaint status not read; asked again later');
    }
  }
  return open.length;
}

export async function fileComplaint(
  db: Database,
  { user, input, bbps }: { user: UserRow | null; input: ComplaintRequest; bbps?: BbpsComplaintDeps },
) {
  if (input.orderId !== undefined) {
    if (!user) {
      throw badRequestWithFieldCodes('VALIDATION', 'Please login to attach an order to your complaint.', {
        fields: {
          orderId: 'requires a signed-in customer',
        },
        fieldCodes: { orderId: 'LOGIN_REQUIRED' },
      });
    }
    if (!(await isOrderOwnedByCustomer(db, input.orderId, user.id))) {
      throw badRequestWithFieldCodes('VALIDATION', 'The selected order was not found among your orders.', {
        fields: {
          orderId: 'is not one of your orders',
        },
        fieldCodes: { orderId: 'NOT_FOUND' },
      });
    }
  }
  let transactionId: string | null = null;
  if (input.bbpsComplaintType !== undefined) {
    if (input.bbpsDisputeType === undefined) {
      throw badRequest('VALIDATION', 'bbpsDisputeType: Please select what went wrong.', {
        bbpsDisputeType: 'Please select what went wrong.',
      });
    }
    const isServiceReason = isServiceDisputeType(input.bbpsDisputeType);
    if ((input.bbpsComplaintType === 'SERVICE') !== isServiceReason) {
      const message =
        input.bbpsComplaintType === 'SERVICE' ? BBPS_NOT_A_SERVICE_REASON : BBPS_NOT_A_PAYMENT_REASON;
      throw badRequest('VALIDATION', `bbpsDisputeType: ${message}`, { bbpsDisputeType: message });
    }
  }
  if (input.bbpsDisputeType !== undefined) {
    if (input.orderId === undefined || !user || !bbps) {
      throw badRequestWithFieldCodes('VALIDATION', BBPS_COMPLAINT_NEEDS_ORDER, {
        fields: { orderId: 'is required for a Bharat Connect complaint' },
        fieldCodes: { orderId: 'REQUIRED' },
      });
    }
    const order = await findCustomerOrder(db, input.orderId, user.id);
    // When the harmonised TAT lets a complaint be raised (decision 0034): Completed with a B-Connect
    // transaction id, after its category's cooling period; a payment not confirmed yet, not before it is.
    const now = new Date();
    const window = order
      ? bbpsComplaintWindow(
          {
            type: order.displayType,
            status: order.status,
            createdAt: order.createdAt,
            bbpsTransactionId: order.bbpsTxnId,
            paysFetchedBill: order.billNumber !== null || order.billerFetchRef !== null,
          },
          now,
        )
      : ({ state: 'none' } as const);
    if (window.state === 'unconfirmed') {
      throw conflict('COMPLAINT_TOO_EARLY', bbpsComplaintUnconfirmed(window.opensAt, now));
    }
    if (window.state === 'early') {
      throw conflict(
        'COMPLAINT_TOO_EARLY',
        bbpsComplaintTooEarly(window.opensAt, bbpsComplaintCoolingHours(order!.displayType)),
      );
    }
    if (window.state === 'none' || !order?.bbpsTxnId) {
      throw badRequestWithFieldCodes('VALIDATION', BBPS_COMPLAINT_NOT_BBPS, {
        fields: { orderId: 'was not paid through Bharat Connect' },
        fieldCodes: { orderId: 'NOT_ALLOWED' },
      });
    }
    transactionId = order.bbpsTxnId;
  }
  const row = await insertComplaint(db, {
    ...input,
    userId: user?.id ?? null,
    bbpsStatus: transactionId ? 'FILING' : null,
  });
  let bbpsComplaint: ReturnType<typeof toSummary>['bbps'];
  if (transactionId && bbps) {
    await fileBbpsComplaint(db, { deps: bbps, ticket: row, transactionId });
    // What Bharat Connect answered (its complaint id, status and TAT date), shown with the ticket at once.
    const filed = await findComplaint(db, row.id);
    bbpsComplaint = filed ? toSummary(filed).bbps : undefined;
  }
  const ticketId = formatTicketId(row.id);
  return {
    id: row.id,
    ticketId,
    message: `Your complaint has been registered. Your ticket ID is ${ticketId}.`,
    answerBy: row.answerBy.toISOString(),
    ...(bbpsComplaint ? { bbps: bbpsComplaint } : {}),
  };
}

/** Every complaint the customer filed signed in, with the contact details they gave (their data export). */
export async function complaintsOfUser(db: Database, userId: number) {
  const rows = await listAllComplaintRowsOfUser(db, userId);
  return rows.map((row) => {
    const { userId: _userId, ...summary } = toAdminSummary(row);
    return summary;
  });
}

export async function getComplaintDetail(db: Database, id: number): Promise<ComplaintDetail> {
  const row = await findComplaint(db, id);
  if (!row) throw notFound('NOT_FOUND', 'Complaint not found.');
  return { ...toAdminSummary(row), history: await listComplaintHistory(db, id) };
}

export async function changeComplaintStatus(
  db: Database,
  { admin, id, change }: { admin: UserRow; id: number; change: ComplaintUpdate },
): Promise<{ complaint: ComplaintDetail; previousStatus: ComplaintStatus }> {
  const updated = await updateComplaintStatus(db, id, {
    status: change.status,
    note: change.note ? change.note : null,
    actorUserId: admin.id,
  });
  if (!updated) throw notFound('NOT_FOUND', 'Complaint not found.');
  const complaint = { ...toAdminSummary(updated.row), history: await listComplaintHistory(db, id) };
  return { complaint, previousStatus: updated.previousStatus };
}
