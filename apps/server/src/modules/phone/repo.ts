import { and, count, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { PRIVACY_NOTICE_PURPOSE, PRIVACY_NOTICE_VERSION } from '@paywise/domain/contracts/privacy';
import { consents, smsNotifications, smsOtps, users, type UserRow } from '../../db/schema';

// All SQL of phone sign-in, the profile's number and transactional SMS.

export type SmsCodeClaim = { ok: true } | { ok: false; secondsLeft: number };

/**
 * Stores a new code for `key` unless one was sent less than `resendSeconds` ago, in one statement: two requests at
 * once (a double tap, two servers) cannot both send. A new code replaces the old one and its wrong tries.
 */
export async function claimSmsCode(
  db: Database,
  input: {
    key: string;
    mobile: string;
    userId: number | null;
    codeHash: string;
    validMinutes: number;
    resendSeconds: number;
    /** Whose wrong tries void the code (a keyed hash of an address); null: everyone's. */
    requestedBy: string | null;
  },
): Promise<SmsCodeClaim> {
  const expiresAt = sql`now() + make_interval(mins => ${input.validMinutes})`;
  const claimed = await db
    .insert(smsOtps)
    .values({
      key: input.key,
      mobile: input.mobile,
      userId: input.userId,
      codeHash: input.codeHash,
      expiresAt,
      failedAttempts: 0,
      sentAt: sql`now()`,
      requestedBy: input.requestedBy,
    })
    .onConflictDoUpdate({
      target: smsOtps.key,
      set: {
        mobile: input.mobile,
        codeHash: input.codeHash,
        expiresAt,
        failedAttempts: 0,
        sentAt: sql`now()`,
        requestedBy: input.requestedBy,
      },
      setWhere: lte(smsOtps.sentAt, sql`now() - make_interval(secs => ${input.resendSeconds})`),
    })
    .returning({ key: smsOtps.key });
  if (claimed.length > 0) return { ok: true };
  const [row] = await db
    .select({
      secondsLeft: sql<number>`ceil(extract(epoch from (${smsOtps.sentAt} + make_interval(secs => ${input.resendSeconds}) - now())))::int`,
    })
    .from(smsOtps)
    .where(eq(smsOtps.key, input.key));
  return { ok: false, secondsLeft: Math.max(1, Number(row?.secondsLeft ?? input.resendSeconds)) };
}

/** Forgets a code that could not be sent (only that code: a newer one stays). */
export async function discardSmsCode(db: Database, key: string, codeHash: string): Promise<void> {
  await db.delete(smsOtps).where(and(eq(smsOtps.key, key), eq(smsOtps.codeHash, codeHash)));
}

export type SmsCodeCheck =
  { kind: 'right'; mobile: string } | { kind: 'wrong'; failedAttempts: number } | { kind: 'void' };

/**
 * Checks a code under a lock on its row: a right one is used up (deleted), a wrong one counted when it comes from
 * whoever asked for the code (`guessedBy` is its `requestedBy`, or the row has none); a code past its time, past
 * `maxAttempts` counted wrong tries, or for another number is void.
 */
export async function checkSmsCode(
  db: Database,
  {
    key,
    mobile,
    maxAttempts,
    matches,
    guessedBy = null,
  }: {
    key: string;
    mobile: string;
    maxAttempts: number;
    matches: (codeHash: string) => boolean;
    guessedBy?: string | null;
  },
): Promise<SmsCodeCheck> {
  return db.transaction(async (tx): Promise<SmsCodeCheck> => {
    const [row] = await tx
      .select({
        codeHash: smsOtps.codeHash,
        mobile: smsOtps.mobile,
        failedAttempts: smsOtps.failedAttempts,
        requestedBy: smsOtps.requestedBy,
        isExpired: sql<boolean>`${smsOtps.expiresAt} <= now()`,
      })
      .from(smsOtps)
      .where(eq(smsOtps.key, key))
      .for('update');
    if (!row || row.isExpired || row.failedAttempts >= maxAttempts || row.mobile !== mobile) {
      return { kind: 'void' };
    }
    if (matches(row.codeHash)) {
      await tx.delete(smsOtps).where(eq(smsOtps.key, key));
      return { kind: 'right', mobile: row.mobile };
    }
    // Someone else's guess: held by the limits per address and per number, not by the owner's tries.
    if (row.requestedBy !== null && row.requestedBy !== guessedBy) {
      return { kind: 'wrong', failedAttempts: row.failedAttempts };
    }
    const [updated] = await tx
      .update(smsOtps)
      .set({ failedAttempts: sql`${smsOtps.failedAttempts} + 1` })
      .where(eq(smsOtps.key, key))
      .returning({ failedAttempts: smsOtps.failedAttempts });
    return { kind: 'wrong', failedAttempts: updated.failedAttempts };
  });
}

/** The account a verified number signs in to (at most one: users_verified_mobile_key). */
export async function findUserByVerifiedMobile(db: Database, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, mobile), isNotNull(users.mobileVerifiedAt)))
    .limit(1);
  return row;
}

/** A new account made by signing in with a verified number: no email, no password. */
export async function insertPhoneUser(db: Database, mobile: string, username: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      // The number is the account: confirmed by the code that made it.
      .values({ username, phoneNumber: mobile, mobileVerifiedAt: sql`now()`, mobileConfirmedAt: sql`now()` })
      .returning();
    // Signing up is agreeing to the privacy notice the sign-in sheet links to (docs/decisions/0023).
    await tx
      .insert(consents)
      .values({ userId: row.id, purpose: PRIVACY_NOTICE_PURPOSE, noticeVersion: PRIVACY_NOTICE_VERSION });
    return row;
  });
}

/**
 * Makes `mobile` the user's verified and confirmed number (the caller proved the password and the number); a
 * unique violation when another account has it verified.
 */
export async function setVerifiedMobile(db: Database, userId: number, mobile: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      phoneNumber: mobile,
      mobileVerifiedAt: sql`now()`,
      mobileConfirmedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * The mail's "Not you?" link: `mobile` stops signing in to the account and every session ends (the token version
 * moves on). Only an account that keeps another way in (email and password) loses its number; false when the
 * number is no longer the account's verified one.
 */
export async function removeSignInNumber(db: Database, userId: number, mobile: string): Promise<boolean> {
  const removed = await db
    .update(users)
    .set({
      mobileVerifiedAt: null,
      mobileConfirmedAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.phoneNumber, mobile),
        isNotNull(users.mobileVerifiedAt),
        isNotNull(users.email),
        isNotNull(users.passwordHash),
      ),
    )
    .returning({ id: users.id });
  return removed.length > 0;
}

export async function setSmsUpdates(db: Database, userId: number, smsUpdates: boolean): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ smsUpdates, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function findUser(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export type NotificationRow = typeof smsNotifications.$inferSelect;

/** The notification of an order and kind, unless one exists already (then null: it is, or was, being sent). */
export async function insertNotification(
  db: Database,
  values: { orderId: number; kind: string; mobile: string; variables: string; text: string },
): Promise<NotificationRow | null> {
  const [row] = await db.insert(smsNotifications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Takes a pending notification for one attempt (its next attempt moved `leaseSeconds` ahead), so two job runs or
 * two servers never send it both; null when it is not due or not pending any more.
 */
export async function leaseNotification(
  db: Database,
  id: number,
  leaseSeconds: number,
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(smsNotifications)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      and(
        eq(smsNotifications.id, id),
        eq(smsNotifications.status, 'pending'),
        lte(smsNotifications.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function dueNotificationIds(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: smsNotifications.id })
    .from(smsNotifications)
    .where(and(eq(smsNotifications.status, 'pending'), lte(smsNotifications.nextAttemptAt, sql`now()`)))
    .orderBy(smsNotifications.nextAttemptAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Transactional SMS sent to a number since an instant (the daily cap). */
export async function countSentSince(db: Database, mobile: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsNotifications)
    .where(
      and(
        eq(smsNotifications.mobile, mobile),
        eq(smsNotifications.status, 'sent'),
        gte(smsNotifications.sentAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function finishNotification(
  db: Database,
  id: number,
  change: { status: 'sent' | 'failed' | 'capped' | 'pending'; attempts: number; retryInSeconds?: number },
): Promise<void> {
  await db
    .update(smsNotifications)
    .set({
      status: change.status,
      attempts: change.attempts,
      ...(change.status === 'sent' ? { sentAt: sql`now()` } : {}),
      ...(change.retryInSeconds !== undefined
        ? { nextAttemptAt: sql`now() + make_interval(secs => ${change.retryInSeconds})` }
        : {}),
    })
    .where(eq(smsNotifications.id, id));
}
