import { and, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  adminAuditLog,
  billFetches,
  complaints,
  consents,
  contactMessages,
  emailOtps,
  orders,
  pushSubscriptions,
  sandboxPayments,
  savedNumbers,
  smsNotifications,
  smsOtps,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  users,
  verificationMails,
  type NotificationPrefsOverrides,
  type UserRow,
} from '../../db/schema';

// All SQL of the customer's data rights (docs/decisions/0023). The erasure touches every table that holds a
// customer's personal data, in one transaction, so that one place says what "erased" means.

/** The name an erased account and its complaints keep. */
export const ERASED_NAME = 'Deleted customer';

/** Who the audit log says acted on an erasure: the customer themselves. */
const ERASED_BY_CUSTOMER = 'The customer';

/** What the customer wrote through the contact form: matched by their email, as erasure matches it. */
export function findContactMessages(db: Database, email: string | null) {
  const address = email?.trim().toLowerCase();
  if (!address) return Promise.resolve([]);
  return db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      query: contactMessages.query,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = ${address}`)
    .orderBy(contactMessages.createdAt, contactMessages.id);
}

export function findConsents(db: Database, userId: number) {
  return db
    .select({ purpose: consents.purpose, noticeVersion: consents.noticeVersion, givenAt: consents.givenAt })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(consents.givenAt, consents.id);
}

/** The browsers the customer let us send push notifications to. */
export function findPushSubscriptions(db: Database, userId: number) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, userId))
    .orderBy(pushSubscriptions.createdAt, pushSubscriptions.id);
}

export async function savePrefs(
  db: Database,
  userId: number,
  prefs: { smsUpdates: boolean; notificationPrefs: NotificationPrefsOverrides },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...prefs, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Erases the customer's personal data at once (personal-data.ts lists every column and what happens to it): the
 * users row is kept (orders point to it) with no name, email, phone, birth date, UPI ID or password and every
 * session revoked; orders keep what was bought without the bill's customer name; saved numbers, bill fetches, consents, codes and SMS
 * records go; complaints and contact messages keep their text without the contact details. Orders and payments are
 * kept as the law requires. False when the account was already erased.
 */
export async function eraseAccount(
  db: Database,
  user: UserRow,
  /** How the customer confirmed it, for the audit log: 'password', 'email code' or 'SMS code'. */
  confirmedBy: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [erased] = await tx
      .update(users)
      .set({
        username: ERASED_NAME,
        email: null,
        passwordHash: null,
        phoneNumber: null,
        mobileVerifiedAt: null,
        mobileConfirmedAt: null,
        dateOfBirth: null,
        isEmailVerified: false,
        smsUpdates: false,
        notificationPrefs: {},
        language: null,
        lastUpiId: null,
        twoFactorAt: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, user.id), sql`${users.deletedAt} is null`))
      .returning({ id: users.id });
    if (!erased) return false;
    // Who, when and how, in the audit log beside the admins' actions: the id only, never the name or contacts.
    await tx.insert(adminAuditLog).values({
      adminUserId: user.id,
      adminName: ERASED_BY_CUSTOMER,
      action: 'account.erase',
      detail: `user ${user.id} erased their account, confirmed by ${confirmedBy}`,
    });
    await tx
      .update(orders)
      .set({ billCustomerName: null, customerParams: null })
      .where(eq(orders.customerId, user.id));
    await tx
      .update(sandboxPayments)
      .set({ vpa: null })
      .where(
        inArray(
          sandboxPayments.gatewayOrderId,
          tx
            .select({ id: orders.gatewayOrderId })
            .from(orders)
            .where(and(eq(orders.customerId, user.id), isNotNull(orders.gatewayOrderId))),
        ),
      );
    await tx.delete(savedNumbers).where(eq(savedNumbers.customerId, user.id));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, user.id));
    await tx.delete(billFetches).where(eq(billFetches.customerId, user.id));
    await tx.delete(consents).where(eq(consents.userId, user.id));
    await tx.delete(emailOtps).where(eq(emailOtps.userId, user.id));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx
      .delete(smsOtps)
      .where(
        user.phoneNumber
          ? or(eq(smsOtps.userId, user.id), eq(smsOtps.mobile, user.phoneNumber))
          : eq(smsOtps.userId, user.id),
      );
    const email = user.email?.trim().toLowerCase();
    await tx
      .delete(verificationMails)
      .where(
        email
          ? or(eq(verificationMails.userId, user.id), eq(verificationMails.email, email))
          : eq(verificationMails.userId, user.id),
      );
    if (user.phoneNumber)
      await tx.delete(smsNotifications).where(eq(smsNotifications.mobile, user.phoneNumber));
    await tx
      .update(complaints)
      .set({ name: ERASED_NAME, email: '', mobile: '', updatedAt: sql`now()` })
      .where(eq(complaints.userId, user.id));
    if (email) {
      await tx
        .update(contactMessages)
        .set({ name: ERASED_NAME, email: '' })
        .where(sql`lower(${contactMessages.email}) = ${email}`);
    }
    return true;
  });
}

/**
 * Stores a new deletion code (a keyed hash) unless one was sent less than `resendSeconds` ago: the user's one code
 * row (email_otps), so a pending email verification code is replaced by it.
 */
export async function claimDeletionCode(
  db: Database,
  input: { userId: number; codeHash: string; validMinutes: number; resendSeconds: number },
): Promise<boolean> {
  const expiresAt = sql`now() + make_interval(mins => ${input.validMinutes})`;
  const claimed = await db
    .insert(emailOtps)
    .values({
      userId: input.userId,
      codeHash: input.codeHash,
      expiresAt,
      failedAttempts: 0,
      sentAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: emailOtps.userId,
      set: { codeHash: input.codeHash, expiresAt, failedAttempts: 0, sentAt: sql`now()` },
      setWhere: sql`${emailOtps.sentAt} <= now() - make_interval(secs => ${input.resendSeconds})`,
    })
    .returning({ userId: emailOtps.userId });
  return claimed.length > 0;
}

/** Forgets a code that could not be mailed. */
export async function discardDeletionCode(db: Database, userId: number, codeHash: string): Promise<void> {
  await db.delete(emailOtps).where(and(eq(emailOtps.userId, userId), eq(emailOtps.codeHash, codeHash)));
}

/** Checks a deletion code under a lock: a right one is used up, a wrong one counted (void after maxAttempts). */
export async function checkDeletionCode(
  db: Database,
  {
    userId,
    maxAttempts,
    matches,
  }: { userId: number; maxAttempts: number; matches: (codeHash: string) => boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        codeHash: emailOtps.codeHash,
        failedAttempts: emailOtps.failedAttempts,
        isLive: sql<boolean>`${emailOtps.expiresAt} > now()`,
      })
      .from(emailOtps)
      .where(eq(emailOtps.userId, userId))
      .for('update');
    if (!row || !row.isLive || row.failedAttempts >= maxAttempts) return false;
    if (!matches(row.codeHash)) {
      await tx
        .update(emailOtps)
        .set({ failedAttempts: row.failedAttempts + 1 })
        .where(eq(emailOtps.userId, userId));
      return false;
    }
    await tx.delete(emailOtps).where(eq(emailOtps.userId, userId));
    return true;
  });
}

export async function insertAuditEntry(
  db: Database,
  entry: { adminUserId: number; adminName: string; action: string; detail: string },
): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}

export async function listAuditEntries(db: Database, { limit, cursor }: { limit: number; cursor?: string }) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(cursor ? lt(adminAuditLog.id, Number(cursor)) : undefined)
    .orderBy(desc(adminAuditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      adminUserId: row.adminUserId,
      adminName: row.adminName,
      action: row.action,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit ? String(page[page.length - 1].id) : null,
  };
}

export async function findUserRow(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
