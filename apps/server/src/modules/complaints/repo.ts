import { and, asc, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  COMPLAINT_ANSWER_DAYS,
  formatTicketId,
  type AdminComplaintSummary,
  type ComplaintEvent,
  type ComplaintRequest,
  type ComplaintStatus,
  type ComplaintSummary,
} from '@paywise/domain/contracts/support';
import type { Database } from '../../db/client';
import { complaintEvents, complaints, users } from '../../db/schema';

type ComplaintRow = typeof complaints.$inferSelect;

export interface Page {
  limit: number;
  cursor?: string;
}

/** Unanswered and past its answer deadline (as of `now`). */
export function isOverdue(row: ComplaintRow, now = new Date()): boolean {
  return row.answeredAt === null && row.answerBy.getTime() < now.getTime();
}

/** The SQL twin of isOverdue. */
const overdue = () => and(isNull(complaints.answeredAt), lt(complaints.answerBy, sql`now()`));

export function toSummary(row: ComplaintRow): ComplaintSummary {
  return {
    id: row.id,
    ticketId: formatTicketId(row.id),
    reason: row.reason,
    subject: row.subject,
    status: row.status as ComplaintStatus,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    answerBy: row.answerBy.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    isOverdue: isOverdue(row),
    ...(row.bbpsStatus
      ? { bbps: { complaintId: row.bbpsComplaintId, status: row.bbpsStatus, tatDate: row.bbpsTatDate } }
      : {}),
  };
}

export function toAdminSummary(row: ComplaintRow): AdminComplaintSummary {
  return {
    ...toSummary(row),
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    message: row.message,
    userId: row.userId,
  };
}

/** The complaint and its first history event ('Open') in one transaction. */
export async function insertComplaint(
  db: Database,
  input: ComplaintRequest & { userId: number | null; bbpsStatus?: string | null },
): Promise<ComplaintRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(complaints)
      .values({
        userId: input.userId,
        orderId: input.orderId ?? null,
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        reason: input.reason,
        subject: input.subject,
        message: input.message,
        status: 'Open',
        answerBy: sql`now() + make_interval(days => ${COMPLAINT_ANSWER_DAYS})`,
        bbpsDisputeType: input.bbpsDisputeType ?? null,
        bbpsStatus: input.bbpsStatus ?? null,
      })
      .returning();
    await tx.insert(complaintEvents).values({
      complaintId: row.id,
      status: 'Open',
      note: 'Complaint registered',
      actorUserId: input.userId,
    });
    return row;
  });
}

async function listPage(db: Database, where: SQL | undefined, { limit, cursor }: Page) {
  const rows = await db
    .select()
    .from(complaints)
    .where(and(where, cursor ? lt(complaints.id, Number(cursor)) : undefined))
    .orderBy(desc(complaints.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? String(page[page.length - 1].id) : null };
}

/** Every complaint row of a user, newest first. */
export function listAllComplaintRowsOfUser(db: Database, userId: number): Promise<ComplaintRow[]> {
  return db.select().from(complaints).where(eq(complaints.userId, userId)).orderBy(desc(complaints.id));
}

export async function listComplaintsOfUser(db: Database, userId: number, page: Page) {
  const { rows, nextCursor } = await listPage(db, eq(complaints.userId, userId), page);
  return { complaints: rows.map(toSummary), nextCursor };
}

export async function listAllComplaints(
  db: Database,
  filter: { status?: ComplaintStatus; overdue?: boolean },
  page: Page,
) {
  const where = and(
    filter.status ? eq(complaints.status, filter.status) : undefined,
    filter.overdue ? overdue() : undefined,
  );
  const [{ rows, nextCursor }, [{ overdueCount }]] = await Promise.all([
    listPage(db, where, page),
    db.select({ overdueCount: count() }).from(complaints).where(overdue()),
  ]);
  return { complaints: rows.map(toAdminSummary), nextCursor, overdueCount: Number(overdueCount) };
}

export async function findComplaint(db: Database, id: number): Promise<ComplaintRow | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id)).limit(1);
  return row;
}

export async function listComplaintHistory(db: Database, complaintId: number): Promise<ComplaintEvent[]> {
  const rows = await db
    .select({
      status: complaintEvents.status,
      note: complaintEvents.note,
      createdAt: complaintEvents.createdAt,
      actorId: users.id,
      actorName: users.username,
      actorRole: users.role,
    })
    .from(complaintEvents)
    .leftJoin(users, eq(users.id, complaintEvents.actorUserId))
    .where(eq(complaintEvents.complaintId, complaintId))
    .orderBy(asc(complaintEvents.id));
  return rows.map((row) => ({
    status: row.status as ComplaintStatus,
    note: row.note,
    actor:
      row.actorId !== null && row.actorName !== null && row.actorRole !== null
        ? { id: row.actorId, username: row.actorName, role: row.actorRole }
        : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Sets the status and records who did it, when and why; undefined when there is no such complaint. */
export async function updateComplaintStatus(
  db: Database,
  id: number,
  change: { status: ComplaintStatus; note: string | null; actorUserId: number },
): Promise<{ row: ComplaintRow; previousStatus: ComplaintStatus } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: complaints.status })
      .from(complaints)
      .where(eq(complaints.id, id))
      .for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(complaints)
      // Any admin change answers the complaint: its first one stops the deadline.
      .set({
        status: change.status,
        updatedAt: sql`now()`,
        answeredAt: sql`coalesce(${complaints.answeredAt}, now())`,
      })
      .where(eq(complaints.id, id))
      .returning();
    if (!row) return undefined;
    await tx.insert(complaintEvents).values({
      complaintId: id,
      status: change.status,
      note: change.note,
      actorUserId: change.actorUserId,
    });
    return { row, previousStatus: before.status as ComplaintStatus };
  });
}

/** BBPS statuses after which nothing changes any more. */
export const BBPS_FINAL_STATUSES = ['RESOLVED', 'REJECTED', 'DEFAULT_RESOLVED', 'REFUNDED', 'FAILED'];

/** Records what BBPS said of a ticket's complaint (only the fields given). */
export async function setBbpsComplaint(
  db: Database,
  id: number,
  fields: { refId?: string; complaintId?: string | null; status?: string; tatDate?: string | null },
): Promise<ComplaintRow | undefined> {
  const [row] = await db
    .update(complaints)
    .set({
      ...(fields.refId !== undefined ? { bbpsRefId: fields.refId.slice(0, 64) } : {}),
      ...(fields.complaintId ? { bbpsComplaintId: fields.complaintId.slice(0, 64) } : {}),
      ...(fields.status !== undefined ? { bbpsStatus: fields.status.slice(0, 30) } : {}),
      ...(fields.tatDate ? { bbpsTatDate: fields.tatDate } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(complaints.id, id))
    .returning();
  return row;
}

/** The ticket whose BBPS complaint request had this refId (Setu's), if any. */
export async function findComplaintByBbpsRefId(
  db: Database,
  refId: string,
): Promise<ComplaintRow | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.bbpsRefId, refId)).limit(1);
  return row;
}

/** Tickets whose BBPS complaint is not final (still to be filed, or open at BBPS), oldest first. */
export function listOpenBbpsComplaints(db: Database, limit: number): Promise<ComplaintRow[]> {
  return db
    .select()
    .from(complaints)
    .where(
      and(
        sql`${complaints.bbpsStatus} is not null`,
        sql`${complaints.bbpsStatus} not in (${sql.join(
          BBPS_FINAL_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(asc(complaints.id))
    .limit(limit);
}
