import type { User } from '@paywise/domain/contracts/auth';
import type { UserRole } from '@paywise/domain/contracts/admin';
import { isLanguage, type Language } from '@paywise/domain/languages';
import { and, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consents, emailOtps, sessions, users, verificationMails, type UserRow } from '../../db/schema';

/** The only way a user row leaves the server (the route's response schema filters again). */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phoneNumber: row.phoneNumber,
    isMobileVerified: row.mobileVerifiedAt !== null,
    smsUpdates: row.smsUpdates,
    dateOfBirth: row.dateOfBirth,
    isEmailVerified: row.isEmailVerified,
    role: row.role === 'ADMIN' ? 'ADMIN' : 'CUSTOMER',
    twoFactorEnabled: row.twoFactorAt !== null,
    createdAt: row.createdAt.toISOString(),
    language: languageOf(row),
  };
}

/** The language saved on the account, null when none (or one no longer offered). */
export function languageOf(row: Pick<UserRow, 'language'>): Language | null {
  return isLanguage(row.language) ? row.language : null;
}

export async function setLanguage(db: Database, userId: number, language: Language): Promise<Language> {
  await db
    .update(users)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return language;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

function prepareSessionUserQuery(db: Database) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_find_user');
}
const sessionUserQueries = new WeakMap<Database, ReturnType<typeof prepareSessionUserQuery>>();

/**
 * The user a session names. Every authenticated request reads its user: the query is built once per database,
 * a named prepared statement on PostgreSQL.
 */
export async function findSessionUserRow(db: Database, id: number): Promise<UserRow | undefined> {
  let query = sessionUserQueries.get(db);
  if (!query) sessionUserQueries.set(db, (query = prepareSessionUserQuery(db)));
  const [row] = await query.execute({ id });
  return row;
}

/** LIKE wildcards in a search term are matched literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listUsers(
  db: Database,
  { page, limit, search }: { page: number; limit: number; search?: string },
): Promise<{ users: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(users.username, pattern), ilike(users.email, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows, total: Number(total) };
}

export async function insertUser(
  db: Database,
  values: { username: string; email: string; passwordHash: string; role?: UserRole },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

/** A new customer and the consent they gave to the privacy notice shown at sign-up, in one transaction. */
export async function insertUserWithConsent(
  db: Database,
  values: { username: string; email: string; passwordHash: string },
  consent: { purpose: string; noticeVersion: string },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(values).returning();
    await tx.insert(consents).values({ userId: row.id, ...consent });
    return row;
  });
}

/** A new sign-in's sessions row (its id is the token's sid). */
export async function insertSession(db: Database, sessionId: string, userId: number): Promise<void> {
  await db.insert(sessions).values({ id: sessionId, userId });
}

/**
 * Whether the session is open (not logged out, used within the last `idleMs`), in one statement; its last_seen_at
 * moves to now only when it is older than `touchAfterMs`, so an active session is written about once per
 * `touchAfterMs` whatever the number of processes and requests.
 */
export async function checkAndTouchSession(
  db: Database,
  {
    sessionId,
    userId,
    idleMs,
    touchAfterMs,
  }: { sessionId: string; userId: number; idleMs: number; touchAfterMs: number },
): Promise<boolean> {
  const result = (await db.execute(sql`
    with open_session as (
      select id, last_seen_at from sessions
      where id = ${sessionId} and user_id = ${userId} and revoked_at is null
        and last_seen_at > now() - ${idleMs}::double precision * interval '1 millisecond'
    ), touched as (
      update sessions set last_seen_at = now()
      from open_session
      where sessions.id = open_session.id
        and open_session.last_seen_at < now() - ${touchAfterMs}::double precision * interval '1 millisecond'
      returning sessions.id
    )
    select id from open_session`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Logs the session out (the sessions trigger tells every process); false when it was not open. */
export async function revokeSession(db: Database, sessionId: string, userId: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every token issued so far for the user; returns the new token version. */
/**
 * A verified number its owner never confirmed (added with only a session, before decision 0042) stops signing in
 * when every session ends: only on an account that keeps its email and password (the old row's values).
 */
const withoutUnconfirmedMobile = {
  mobileVerifiedAt: sql`case when ${users.mobileConfirmedAt} is null and ${users.email} is not null and ${users.passwordHash} is not null then null else ${users.mobileVerifiedAt} end`,
};

/** Logout everywhere: every token issued so far stops working, and an unconfirmed sign-in number goes. */
export async function bumpTokenVersion(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, ...withoutUnconfirmedMobile, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row.tokenVersion;
}

export async function updateProfileRow(
  db: Database,
  userId: number,
  profile: { username: string; phoneNumber: string | null; dateOfBirth: string | null },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      ...profile,
      // Another number than the verified one is not verified.
      mobileVerifiedAt: sql`case when ${users.phoneNumber} is not distinct from ${profile.phoneNumber} then ${users.mobileVerifiedAt} end`,
      mobileConfirmedAt: sql`case when ${users.phoneNumber} is not distinct from ${profile.phoneNumber} then ${users.mobileConfirmedAt} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Sets the password hash and revokes every token issued before; returns the new token version. */
export async function setPasswordHash(db: Database, userId: number, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      ...withoutUnconfirmedMobile,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row.tokenVersion;
}

/** Makes an existing account an admin (create-admin); a new password hash ends its sessions. */
export async function promoteToAdmin(
  db: Database,
  userId: number,
  changes: { username?: string; passwordHash?: string },
): Promise<void> {
  await db
    .update(users)
    .set({
      role: 'ADMIN',
      ...(changes.username ? { username: changes.username } : {}),
      ...(changes.passwordHash
        ? { passwordHash: changes.passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export type RoleChange =
  | {
      ok: true;
      user: { id: number; username: string; email: string | null; role: string };
      /** The role before the change, for the audit log. */
      previousRole: UserRole;
    }
  | { ok: false; reason: 'not-found' | 'last-admin' | 'no-password' };

/**
 * Gives a user a role. The admins are locked (FOR UPDATE) before they are counted, so two admins demoting
 * each other at the same moment cannot leave the system without one: the second waits and then sees one admin.
 */
export async function changeRoleLocked(db: Database, userId: number, role: UserRole): Promise<RoleChange> {
  return db.transaction(async (tx): Promise<RoleChange> => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'ADMIN'))
      .orderBy(users.id)
      .for('update');
    const [target] = await tx
      .select({ id: users.id, role: users.role, passwordHash: users.passwordHash, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!target) return { ok: false, reason: 'not-found' };
    // Admins sign in with email and password only: an account made with a mobile number has neither.
    if (role === 'ADMIN' && (!target.passwordHash || !target.email))
      return { ok: false, reason: 'no-password' };
    if (target.role === 'ADMIN' && role !== 'ADMIN' && admins.length <= 1)
      return { ok: false, reason: 'last-admin' };
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id, username: users.username, email: users.email, role: users.role });
    return { ok: true, user: updated, previousRole: target.role as UserRole };
  });
}

export type VerificationMailClaim =
  | { ok: true; mailId: number }
  | { ok: false; reason: 'cooldown' }
  | { ok: false; reason: 'daily-cap'; secondsLeft: number };

/** Thrown inside the claim's transaction to roll it back when the daily cap refuses the mail. */
class DailyCapReached extends Error {
  constructor(readonly secondsLeft: number) {
    super('daily cap reached');
  }
}

/**
 * Stores a new code for the user and counts a verification mail to the address, in one transaction: the
 * cooldown upsert locks the user's code row, so two servers (or a double click) cannot both claim, and a
 * refusal for the daily cap rolls the claim back (the code already sent stays valid).
 */
export async function claimVerificationMail(
  db: Database,
  claim: {
    userId: number;
    address: string;
    codeHash: string;
    validMinutes: number;
    resendSeconds: number;
    mailsPerWindow: number;
    windowSeconds: number;
  },
): Promise<VerificationMailClaim> {
  const { userId, address, codeHash, validMinutes, resendSeconds, mailsPerWindow, windowSeconds } = claim;
  const expiresAt = sql`now() + make_interval(mins => ${validMinutes})`;
  try {
    return await db.transaction(async (tx): Promise<VerificationMailClaim> => {
      const claimed = await tx
        .insert(emailOtps)
        .values({ userId, codeHash, expiresAt, failedAttempts: 0, sentAt: sql`now()` })
        .onConflictDoUpdate({
          target: emailOtps.userId,
          set: { codeHash, expiresAt, failedAttempts: 0, sentAt: sql`now()` },
          setWhere: sql`${emailOtps.sentAt} <= now() - make_interval(secs => ${resendSeconds})`,
        })
        .returning({ userId: emailOtps.userId });
      if (claimed.length === 0) return { ok: false, reason: 'cooldown' };

      const sentToThem = or(eq(verificationMails.userId, userId), eq(verificationMails.email, address));
      const windowStart = sql`now() - make_interval(secs => ${windowSeconds})`;
      await tx.delete(verificationMails).where(and(sentToThem, lte(verificationMails.sentAt, windowStart)));
      const [window] = await tx
        .select({
          sent: count(),
          secondsLeft:
            sql<number>`ceil(extract(epoch from (min(${verificationMails.sentAt}) + make_interval(secs => ${windowSeconds}) - now())))`.mapWith(
              Number,
            ),
        })
        .from(verificationMails)
        .where(and(sentToThem, gt(verificationMails.sentAt, windowStart)));
      // Thrown inside the transaction: the cooldown claim above is rolled back with it.
      if (window.sent >= mailsPerWindow) throw new DailyCapReached(window.secondsLeft);
      const [mail] = await tx
        .insert(verificationMails)
        .values({ userId, email: address })
        .returning({ id: verificationMails.id });
      return { ok: true, mailId: mail.id };
    });
  } catch (error) {
    if (error instanceof DailyCapReached)
      return { ok: false, reason: 'daily-cap', secondsLeft: error.secondsLeft };
    throw error;
  }
}

/** Seconds until the user may ask for a new code (null when there is no code row). */
export async function resendSecondsLeft(
  db: Database,
  userId: number,
  resendSeconds: number,
): Promise<number | null> {
  const [row] = await db
    .select({
      secondsLeft:
        sql<number>`ceil(extract(epoch from (${emailOtps.sentAt} + make_interval(secs => ${resendSeconds}) - now())))`.mapWith(
          Number,
        ),
    })
    .from(emailOtps)
    .where(eq(emailOtps.userId, userId));
  return row?.secondsLeft ?? null;
}

/** A mail that was not sent: forget its code and do not count it (best effort). */
export async function discardUnsentMail(
  db: Database,
  { userId, codeHash, mailId }: { userId: number; codeHash: string; mailId: number },
): Promise<void> {
  await db
    .delete(emailOtps)
    .where(and(eq(emailOtps.userId, userId), eq(emailOtps.codeHash, codeHash)))
    .catch(() => {});
  await db
    .delete(verificationMails)
    .where(eq(verificationMails.id, mailId))
    .catch(() => {});
}

export type OtpCheck =
  { kind: 'void' } | { kind: 'wrong'; failedAttempts: number } | { kind: 'verified'; user: UserRow };

/**
 * Checks a code against the user's live code row (locked FOR UPDATE): a wrong code counts a failed attempt
 * and the row stays (voided once maxAttempts is reached) so the resend cooldown still holds; a right one
 * deletes the row and marks the email verified.
 */
export async function checkEmailOtp(
  db: Database,
  {
    userId,
    maxAttempts,
    matches,
  }: { userId: number; maxAttempts: number; matches: (codeHash: string) => boolean },
): Promise<OtpCheck> {
  return db.transaction(async (tx): Promise<OtpCheck> => {
    const [row] = await tx
      .select({
        codeHash: emailOtps.codeHash,
        failedAttempts: emailOtps.failedAttempts,
        isLive: sql<boolean>`${emailOtps.expiresAt} > now()`,
      })
      .from(emailOtps)
      .where(eq(emailOtps.userId, userId))
      .for('update');
    if (!row || !row.isLive || row.failedAttempts >= maxAttempts) return { kind: 'void' };
    if (!matches(row.codeHash)) {
      const failedAttempts = row.failedAttempts + 1;
      await tx.update(emailOtps).set({ failedAttempts }).where(eq(emailOtps.userId, userId));
      return { kind: 'wrong', failedAttempts };
    }
    await tx.delete(emailOtps).where(eq(emailOtps.userId, userId));
    const [user] = await tx
      .update(users)
      .set({ isEmailVerified: true, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return { kind: 'verified', user };
  });
}
