import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_RESEND_SECONDS,
  type ChangePasswordRequest,
  type UpdateProfileRequest,
} from '@paywise/domain/contracts/auth';
import { and, count, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describeMailError, type Mailer } from '../../adapters/mailer/mailer';
import type { Database } from '../../db/client';
import { emailOtps, users, verificationMails } from '../../db/schema';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error';
import type { UserRow } from '../../plugins/auth';
import { assertAcceptablePassword } from '../auth/service';
import { hashPassword, verifyPassword } from '../auth/password';

export const OTP_MAX_ATTEMPTS = 5;
export const OTP_VALID_MINUTES = 10;
export const OLD_PASSWORD_MESSAGE = 'Old password is incorrect.';
export const OTP_VOID_MESSAGE = 'This OTP has expired or is no longer valid. Please request a new one.';

export async function updateProfile(
  db: Database,
  userId: number,
  input: UpdateProfileRequest,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      username: input.username,
      phoneNumber: input.phoneNumber || null,
      dateOfBirth: input.dateOfBirth || null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Sets the new password and revokes every token issued before; returns the new token version. */
export async function changePassword(
  db: Database,
  user: UserRow,
  input: ChangePasswordRequest,
): Promise<number> {
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw badRequest(OLD_PASSWORD_MESSAGE, { oldPassword: OLD_PASSWORD_MESSAGE });
  }
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning({ tokenVersion: users.tokenVersion });
  return row.tokenVersion;
}

/** Codes are stored only as a keyed hash, bound to the user, so a leaked table row reveals nothing usable. */
function otpHash(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`email-otp:${userId}:${code}`).digest('hex');
}

export function otpMail(code: string) {
  return {
    subject: 'Your PayWise email verification code',
    text:
      `Your PayWise verification code is ${code}.\n\n` +
      `It is valid for ${OTP_VALID_MINUTES} minutes. If you did not ask for it, you can ignore this email.`,
  };
}

/** Verification mails per user and per address in any 24 hours (a rolling window, not a calendar day). */
export const VERIFICATION_MAILS_PER_DAY = 10;
const DAY_SECONDS = 24 * 60 * 60;

/** '4 hours', '1 hour', '30 minutes': when the oldest mail of the window leaves it. */
function waitText(seconds: number): string {
  if (seconds > 3600) {
    const hours = Math.ceil(seconds / 3600);
    return `${hours} hours`;
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 60 ? '1 hour' : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

type SendClaim = { ok: true; mailId: number } | { ok: false };

/**
 * A fresh random 6-digit code, at most one per OTP_RESEND_SECONDS per user and VERIFICATION_MAILS_PER_DAY
 * per user and per address in any 24 hours. Both are decided by the database in one transaction: the
 * cooldown upsert locks the user's code row, so two servers (or a double click) cannot both send, and a
 * refusal for the daily cap rolls the claim back (the code already sent stays valid).
 */
export async function sendVerificationCode(
  db: Database,
  mailer: Mailer,
  secret: string,
  user: UserRow,
  log: FastifyBaseLogger,
): Promise<void> {
  if (user.isEmailVerified) throw badRequest('Your email is already verified.');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = otpHash(secret, user.id, code);
  const expiresAt = sql`now() + make_interval(mins => ${OTP_VALID_MINUTES})`;
  const address = user.email.trim().toLowerCase();
  const claim = await db.transaction(async (tx): Promise<SendClaim> => {
    const claimed = await tx
      .insert(emailOtps)
      .values({ userId: user.id, codeHash, expiresAt, failedAttempts: 0, sentAt: sql`now()` })
      .onConflictDoUpdate({
        target: emailOtps.userId,
        set: { codeHash, expiresAt, failedAttempts: 0, sentAt: sql`now()` },
        setWhere: sql`${emailOtps.sentAt} <= now() - make_interval(secs => ${OTP_RESEND_SECONDS})`,
      })
      .returning({ userId: emailOtps.userId });
    if (claimed.length === 0) return { ok: false };

    const sentToThem = or(eq(verificationMails.userId, user.id), eq(verificationMails.email, address));
    const dayAgo = sql`now() - make_interval(secs => ${DAY_SECONDS})`;
    await tx.delete(verificationMails).where(and(sentToThem, lte(verificationMails.sentAt, dayAgo)));
    const [window] = await tx
      .select({
        sent: count(),
        secondsLeft:
          sql<number>`ceil(extract(epoch from (min(${verificationMails.sentAt}) + make_interval(secs => ${DAY_SECONDS}) - now())))`.mapWith(
            Number,
          ),
      })
      .from(verificationMails)
      .where(and(sentToThem, gt(verificationMails.sentAt, dayAgo)));
    if (window.sent >= VERIFICATION_MAILS_PER_DAY) {
      // Thrown inside the transaction: the cooldown claim above is rolled back with it.
      throw tooManyRequests(
        `You can ask for at most ${VERIFICATION_MAILS_PER_DAY} verification emails a day. ` +
          `Please try again in ${waitText(window.secondsLeft)}.`,
      );
    }
    const [mail] = await tx
      .insert(verificationMails)
      .values({ userId: user.id, email: address })
      .returning({ id: verificationMails.id });
    return { ok: true, mailId: mail.id };
  });
  if (!claim.ok) {
    const [row] = await db
      .select({
        secondsLeft:
          sql<number>`ceil(extract(epoch from (${emailOtps.sentAt} + make_interval(secs => ${OTP_RESEND_SECONDS}) - now())))`.mapWith(
            Number,
          ),
      })
      .from(emailOtps)
      .where(eq(emailOtps.userId, user.id));
    const seconds = Math.min(OTP_RESEND_SECONDS, Math.max(1, row?.secondsLeft ?? OTP_RESEND_SECONDS));
    throw tooManyRequests(`Please wait ${seconds} seconds before requesting a new OTP.`);
  }
  try {
    await mailer.send({ to: user.email, ...otpMail(code) });
  } catch (error) {
    log.warn({ userId: user.id, mail: describeMailError(error) }, 'verification mail not sent');
    // Not sent: forget the code, and do not count the mail, so the user may ask again at once.
    await db
      .delete(emailOtps)
      .where(and(eq(emailOtps.userId, user.id), eq(emailOtps.codeHash, codeHash)))
      .catch(() => {});
    await db
      .delete(verificationMails)
      .where(eq(verificationMails.id, claim.mailId))
      .catch(() => {});
    throw Object.assign(new AppError(503, 'Failed to send OTP. Please try again later.'), { cause: error });
  }
}

type VerifyOutcome = { ok: true; user: UserRow } | { ok: false; message: string };

/** At most OTP_MAX_ATTEMPTS wrong tries per code; then the code is void until a new one is sent. */
export async function verifyEmailCode(
  db: Database,
  secret: string,
  userId: number,
  otp: string,
): Promise<UserRow> {
  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    const [row] = await tx
      .select({
        codeHash: emailOtps.codeHash,
        failedAttempts: emailOtps.failedAttempts,
        isLive: sql<boolean>`${emailOtps.expiresAt} > now()`,
      })
      .from(emailOtps)
      .where(eq(emailOtps.userId, userId))
      .for('update');
    if (!row || !row.isLive || row.failedAttempts >= OTP_MAX_ATTEMPTS)
      return { ok: false, message: OTP_VOID_MESSAGE };

    const expected = Buffer.from(row.codeHash, 'hex');
    const actual = Buffer.from(otpHash(secret, userId, otp), 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      const failed = row.failedAttempts + 1;
      // The row stays (voided) so the resend cooldown still holds.
      await tx.update(emailOtps).set({ failedAttempts: failed }).where(eq(emailOtps.userId, userId));
      const left = OTP_MAX_ATTEMPTS - failed;
      return {
        ok: false,
        message:
          left > 0
            ? `Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
            : 'Invalid OTP. Too many wrong attempts: please request a new OTP.',
      };
    }
    await tx.delete(emailOtps).where(eq(emailOtps.userId, userId));
    const [user] = await tx
      .update(users)
      .set({ isEmailVerified: true, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return { ok: true, user };
  });
  if (!outcome.ok) throw badRequest(outcome.message, { otp: outcome.message });
  return outcome.user;
}
