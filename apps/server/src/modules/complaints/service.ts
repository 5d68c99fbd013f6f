import {
  formatTicketId,
  type ComplaintDetail,
  type ComplaintRequest,
  type ComplaintUpdate,
} from '@paywise/domain/contracts/support';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import type { UserRow } from '../../db/schema';
import { isOrderOwnedByCustomer } from '../orders';
import {
  findComplaint,
  insertComplaint,
  listAllComplaintRowsOfUser,
  listComplaintHistory,
  toAdminSummary,
  updateComplaintStatus,
} from './repo';

/** The caller's own complaints, and every complaint (admin, optionally by status): pages as the repo reads them. */
export { listAllComplaints, listComplaintsOfUser } from './repo';

/**
 * Files a complaint. A signed-in caller's complaint is linked to them; an order can only be attached by a
 * signed-in customer and only if it is one of their own orders.
 */
export async function fileComplaint(db: Database, user: UserRow | null, input: ComplaintRequest) {
  if (input.orderId !== undefined) {
    if (!user) {
      throw badRequest('Please login to attach an order to your complaint.', {
        orderId: 'requires a signed-in customer',
      });
    }
    if (!(await isOrderOwnedByCustomer(db, input.orderId, user.id))) {
      throw badRequest('The selected order was not found among your orders.', {
        orderId: 'is not one of your orders',
      });
    }
  }
  const row = await insertComplaint(db, { ...input, userId: user?.id ?? null });
  const ticketId = formatTicketId(row.id);
  return {
    id: row.id,
    ticketId,
    message: `Your complaint has been registered. Your ticket ID is ${ticketId}.`,
    answerBy: row.answerBy.toISOString(),
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
  if (!row) throw notFound('Complaint not found.');
  return { ...toAdminSummary(row), history: await listComplaintHistory(db, id) };
}

export async function changeComplaintStatus(
  db: Database,
  admin: UserRow,
  id: number,
  change: ComplaintUpdate,
): Promise<ComplaintDetail> {
  const row = await updateComplaintStatus(db, id, {
    status: change.status,
    note: change.note ? change.note : null,
    actorUserId: admin.id,
  });
  if (!row) throw notFound('Complaint not found.');
  return { ...toAdminSummary(row), history: await listComplaintHistory(db, id) };
}
