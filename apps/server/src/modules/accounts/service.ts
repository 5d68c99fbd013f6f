import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LAST_ADMIN_MESSAGE, type UserRole } from '@paywise/domain/contracts/admin';
import {
  OTP_RESEND_SECONDS,
  type ChangePasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type UpdateProfileRequest,
} from '@paywise/domain/contracts/auth';
import type { Preferences, PreferencesUpdate } from '@paywise/domain/contracts/preferences';
import { PRIVACY_NOTICE_PURPOSE, PRIVACY_NOTICE_VERSION } from '@paywise/domain/contracts/privacy';
import type { FastifyBaseLogger } from 'fastify';
import { describeMailError, type Mailer } from '../../adapters/mailer/mailer';
import type { SessionTimeouts } from '../../config-types';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { translator } from '../../lib/i18n';
import {
  AppError,
  badRequest,
  badRequestWithFieldCodes,
  conflict,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/app-error';
import { isCommonPassword } from './common-passwords';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import {
  bumpTokenVersion,
  changeRoleLocked,
  checkAndTouchSession,
  checkEmailOtp,
  claimVerificationMail,
  discardUnsentMail,
  findSessionUserRow,
  findUserByEmail,
  insertSession,
  insertUserWithConsent,
  listUsers,
  resendSecondsLeft,
  revokeSession,
  setLanguage,
  setPasswordHash,
  toUserDto,
  updateProfileRow,
} from './repo';
import { cachedSessionUser, sessionIsOpen } from './session-cache';
import type { TokenClaims, TokenService } from './tokens';

/** Revokes every token issued so far (logout everywhere), the users list and the one way a user row leaves. */
export { bumpTokenVersion, listUsers, toUserDto };

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one.';
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_VALID_MINUTES = 10;
export const OLD_PASSWORD_MESSAGE = 'Old password is incorrect.';
export const ADMIN_NEEDS_PASSWORD_MESSAGE =
  'This account signs in with its mobile number only: an admin signs in with an email and a password.';
export const SIGN_IN_NUMBER_MESSAGE =
  'You sign in with this mobile number: to change it, verify the new number with a code.';
export const NO_EMAIL_MESSAGE = 'Your account has no email address yet.';
export const OTP_VOID_MESSAGE = 'This OTP has expired or is no longer valid. Please request a new one.';

/** Length is checked by the request schema; this adds the common-password rule. */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  if (isCommonPassword(password))
    throw badRequest('PASSWORD_TOO_COMMON', COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function registerUser(db: Database, input: RegisterRequest): Promise<UserRow> {
  assertAcceptablePassword(input.password);
  if (await findUserByEmail(db, input.email)) throw conflict('EMAIL_TAKEN', DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    // Signing up is agreeing to the privacy notice the form links to: its version and the time are recorded.
    return await insertUserWithConsent(
      db,
      { username: input.username, email: input.email, passwordHash },
      { purpose: PRIVACY_NOTICE_PURPOSE, noticeVersion: PRIVACY_NOTICE_VERSION },
    );
  } catch (error) {
    // Two registrations of one email at the same moment: the unique index on lower(email) decides.
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
}

/**
 * The same answer and the same work (one argon2 verification) whether the email is unknown or the
 * password is wrong, so a caller cannot learn which accounts exist.
 */
export async function authenticate(db: Database, input: LoginRequest): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  // A row found by its email has a password (users_can_sign_in); the dummy hash above keeps the timing alike.
  if (!user || !isValid) throw unauthorized('INVALID_LOGIN', INVALID_LOGIN_MESSAGE);
  return user;
}

/**
 * A session's last_seen_at moves at most this often (and a process asks the database whether a session is open
 * at most this often): a quarter of the idle timeout when that is shorter, so a session in use never looks idle.
 */
const SESSION_TOUCH_MS = 60_000;

/**
 * The one session check: the user that verified claims (of a bearer token or a download ticket) name, if the
 * account still exists, its token version still matches (logging out everywhere or a password change bumps it),
 * and the claims' session is open (not logged out, used within its idle timeout); null otherwise.
 */
export async function sessionUser(
  db: Database,
  claims: TokenClaims | null,
  timeouts: SessionTimeouts,
): Promise<UserRow | null> {
  if (!claims) return null;
  // Cached per process, dropped when any process commits a change of the row (session-cache.ts).
  const user = await cachedSessionUser(db, claims.userId, () => findSessionUserRow(db, claims.userId));
  // An erased account's row stays (its orders point to it) but no token opens it again.
  if (!user || user.tokenVersion !== claims.tokenVersion || user.deletedAt !== null) return null;
  const idleMs = user.role === 'ADMIN' ? timeouts.adminIdleMs : timeouts.customerIdleMs;
  const touchAfterMs = Math.min(SESSION_TOUCH_MS, idleMs / 4);
  const open = await sessionIsOpen(
    db,
    { userId: user.id, sessionId: claims.sessionId, freshForMs: touchAfterMs },
    () => checkAndTouchSession(db, { sessionId: claims.sessionId, userId: user.id, idleMs, touchAfterMs }),
  );
  return open ? user : null;
}

/** Signs the user in: a new session, and the token that carries it. */
export async function startSession(
  db: Database,
  tokens: TokenService,
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
): Promise<string> {
  const sessionId = randomBytes(16).toString('base64url');
  await insertSession(db, sessionId, user.id);
  return tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion, sessionId });
}

/** Logout: the session ends on every process (its token opens nothing from the next request on). */
export async function endSession(db: Database, userId: number, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId, userId);
}

/**
 * A new phone number typed here is not verified (it signs in to nothing until proven with an SMS code); the same
 * number keeps its verification. An account that signs in only with its verified number cannot drop it here.
 */
export async function updateProfile(
  db: Database,
  user: UserRow,
  input: UpdateProfileRequest,
): Promise<UserRow> {
  const phoneNumber = input.phoneNumber || null;
  if (phoneNumber !== user.phoneNumber && user.mobileVerifiedAt && (!user.email || !user.passwordHash)) {
    throw badRequest('SIGN_IN_NUMBER_INVALID', SIGN_IN_NUMBER_MESSAGE, {
      phoneNumber: SIGN_IN_NUMBER_MESSAGE,
    });
  }
  return updateProfileRow(db, user.id, {
    username: input.username,
    phoneNumber,
    dateOfBirth: input.dateOfBirth || null,
  });
}

/** Keeps the customer's language on the account: their mails, SMS and receipts are written in it. */
export async function savePreferences(
  db: Database,
  user: UserRow,
  input: PreferencesUpdate,
): Promise<Preferences> {
  return { language: await setLanguage(db, user.id, input.language) };
}

/** Sets the new password and revokes every token issued before; returns the new token version. */
export async function changePassword(
  db: Database,
  user: UserRow,
  input: ChangePasswordRequest,
): Promise<number> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw badRequestWithFieldCodes('WRONG_PASSWORD', OLD_PASSWORD_MESSAGE, {
      fields: { oldPassword: OLD_PASSWORD_MESSAGE },
      fieldCodes: { oldPassword: 'WRONG' },
    });
  }
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  return setPasswordHash(db, user.id, passwordHash);
}

/** Promotes or demotes a user; the last admin cannot be demoted. Answers the user and the role they had. */
export async function changeUserRole(db: Database, userId: number, role: UserRole) {
  const result = await changeRoleLocked(db, userId, role);
  if (!result.ok) {
    if (result.reason === 'not-found') throw notFound('NOT_FOUND', 'User not found.');
    if (result.reason === 'no-password') throw conflict('ADMIN_NEEDS_PASSWORD', ADMIN_NEEDS_PASSWORD_MESSAGE);
    throw conflict('LAST_ADMIN', LAST_ADMIN_MESSAGE);
  }
  return { user: result.user, previousRole: result.previousRole };
}

/** Codes are stored only as a keyed hash, bound to the user, so a leaked table row reveals nothing usable. */
function otpHash(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`email-otp:${userId}:${code}`).digest('hex');
}

/** The verification mail, in the customer's saved language (English when none). */
export function otpMail(code: string, language?: string | null) {
  const { t } = translator(language);
  return {
    subject: t('mail.verify.subject'),
    text: t('mail.verify.text', { code, minutes: OTP_VALID_MINUTES }),
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

/**
 * A fresh random 6-digit code, at most one per OTP_RESEND_SECONDS per user and VERIFICATION_MAILS_PER_DAY
 * per user and per address in any 24 hours. Both are decided by the database in one transaction (see
 * claimVerificationMail): two servers (or a double click) cannot both send, and a refusal for the daily cap
 * leaves the code already sent valid.
 */
export async function sendVerificationCode(
  db: Database,
  { mailer, secret, user, log }: { mailer: Mailer; secret: string; user: UserRow; log: FastifyBaseLogger },
): Promise<void> {
  if (user.isEmailVerified) throw badRequest('EMAIL_ALREADY_VERIFIED', 'Your email is already verified.');
  if (!user.email) throw badRequest('NO_EMAIL', NO_EMAIL_MESSAGE);
  const email = user.email;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = otpHash(secret, user.id, code);
  const address = email.trim().toLowerCase();
  const claim = await claimVerificationMail(db, {
    userId: user.id,
    address,
    codeHash,
    validMinutes: OTP_VALID_MINUTES,
    resendSeconds: OTP_RESEND_SECONDS,
    mailsPerWindow: VERIFICATION_MAILS_PER_DAY,
    windowSeconds: DAY_SECONDS,
  });
  if (!claim.ok && claim.reason === 'daily-cap') {
    throw tooManyRequests(
      'DAILY_LIMIT_REACHED',
      `You can ask for at most ${VERIFICATION_MAILS_PER_DAY} verification emails a day. ` +
        `Please try again in ${waitText(claim.secondsLeft)}.`,
    );
  }
  if (!claim.ok) {
    const secondsLeft = await resendSecondsLeft(db, user.id, OTP_RESEND_SECONDS);
    const seconds = Math.min(OTP_RESEND_SECONDS, Math.max(1, secondsLeft ?? OTP_RESEND_SECONDS));
    throw tooManyRequests(
      'CODE_RESEND_TOO_SOON',
      `Please wait ${seconds} seconds before requesting a new OTP.`,
      seconds,
    );
  }
  try {
    await mailer.send({ to: email, ...otpMail(code, user.language) });
  } catch (error) {
    log.warn({ userId: user.id, mail: describeMailError(error) }, 'verification mail not sent');
    // Not sent: forget the code, and do not count the mail, so the user may ask again at once.
    await discardUnsentMail(db, { userId: user.id, codeHash, mailId: claim.mailId });
    throw Object.assign(
      new AppError(503, { code: 'CODE_NOT_SENT', message: 'Failed to send OTP. Please try again later.' }),
      {
        cause: error,
      },
    );
  }
}

/** At most OTP_MAX_ATTEMPTS wrong tries per code; then the code is void until a new one is sent. */
export async function verifyEmailCode(
  db: Database,
  { secret, userId, otp }: { secret: string; userId: number; otp: string },
): Promise<UserRow> {
  const actual = Buffer.from(otpHash(secret, userId, otp), 'hex');
  const outcome = await checkEmailOtp(db, {
    userId,
    maxAttempts: OTP_MAX_ATTEMPTS,
    matches: (codeHash) => {
      const expected = Buffer.from(codeHash, 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  });
  if (outcome.kind === 'verified') return outcome.user;
  let message = OTP_VOID_MESSAGE;
  if (outcome.kind === 'wrong') {
    const left = OTP_MAX_ATTEMPTS - outcome.failedAttempts;
    message =
      left > 0
        ? `Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
        : 'Invalid OTP. Too many wrong attempts: please request a new OTP.';
  }
  throw badRequestWithFieldCodes('CODE_INVALID', message, {
    fields: { otp: message },
    fieldCodes: { otp: 'WRONG' },
  });
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Forgot password: an emailed code, then a new password (docs/decisions/0019-password-reset-codes.md)           */

/** The one answer to "Forgot password?", whether or not an account uses the email. */
export const RESET_CODE_SENT =
  'If an account uses this email, we have sent a 6-digit code to it. It is valid for 10 minutes.';
/** The one answer to a reset that fails on its code: wrong, used, expired, never sent, or an unknown email. */
export const RESET_CODE_NOT_VALID =
  'This code is not valid or has expired. Please check it, or ask for a new code.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. You are now logged in.';
/** Said after PASSWORD_RESET_DONE when the reset took off a number the owner never confirmed. */
export const numberRemovedByReset = (ending: string) =>
  `The mobile number ending ${ending} no longer signs in to your account: if it is yours, add it again in your profile.`;

/** A reset code's keyed hash: bound to the user and to its purpose, so a verification code never resets. */
function resetHash(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`password-reset:${userId}:${code}`).digest('hex');
}

/** The password reset mail, in the account's saved language (English when none). */
export function resetMail(code: string, language?: string | null) {
  const { t } = translator(language);
  return {
    subject: t('mail.reset.subject'),
    text: t('mail.reset.text', { code, minutes: OTP_VALID_MINUTES }),
  };
}

/**
 * "Forgot password?": mails a fresh code to the account that uses `email` (one with a password), through the
 * machinery of the verification code: the same code row (email_otps, a keyed hash), the same resend cooldown and
 * daily cap per user and address (claimVerificationMail). Says nothing either way: an unknown email, a code asked
 * again too soon or over the cap, and a mail that could not be sent are answered like a sent one (the caller
 * answers RESET_CODE_SENT), and the mail goes out after the answer, so neither the words nor the time tell
 * whether the account exists. A failed mail is logged and forgotten (the next request sends again).
 */
export async function sendPasswordResetCode(
  db: Database,
  { mailer, secret, email, log }: { mailer: Mailer; secret: string; email: string; log: FastifyBaseLogger },
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user?.email || !user.passwordHash) return;
  const to = user.email;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = resetHash(secret, user.id, code);
  const claim = await claimVerificationMail(db, {
    userId: user.id,
    address: to.trim().toLowerCase(),
    codeHash,
    validMinutes: OTP_VALID_MINUTES,
    resendSeconds: OTP_RESEND_SECONDS,
    mailsPerWindow: VERIFICATION_MAILS_PER_DAY,
    windowSeconds: DAY_SECONDS,
  });
  if (!claim.ok) {
    log.info({ userId: user.id, reason: claim.reason }, 'password reset code not sent (limit)');
    return;
  }
  void mailer.send({ to, ...resetMail(code, user.language) }).catch(async (error: unknown) => {
    log.warn({ userId: user.id, mail: describeMailError(error) }, 'password reset mail not sent');
    await discardUnsentMail(db, { userId: user.id, codeHash, mailId: claim.mailId });
  });
}

/**
 * Sets a new password with the emailed code: the password is checked first (a weak one keeps the code), then the
 * code (at most OTP_MAX_ATTEMPTS wrong tries; a right one is used up and proves the email, which is marked
 * verified). The new hash bumps the token version, so every earlier session ends; the caller signs in the
 * returned user with it. Every failure of the code, an unknown email included, is RESET_CODE_NOT_VALID.
 */
/** No account has id 0 (identity columns start at 1): the code row looked up for an unknown email. */
const NO_SUCH_USER_ID = 0;

export async function resetPassword(
  db: Database,
  secret: string,
  input: { email: string; otp: string; newPassword: string },
): Promise<{ user: UserRow; tokenVersion: number; removedMobileEnding?: string }> {
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const found = await findUserByEmail(db, input.email);
  const user = found?.passwordHash ? found : null;
  // An unknown email does the work of a known one with a wrong code (the same lookup of a code row, no password
  // hashing), so neither the answer nor its time tells which emails have an account, and a flood of unknown
  // emails cannot fill the password-hash queue that logins wait in.
  const userId = user?.id ?? NO_SUCH_USER_ID;
  const actual = Buffer.from(resetHash(secret, userId, input.otp), 'hex');
  const outcome = await checkEmailOtp(db, {
    userId,
    maxAttempts: OTP_MAX_ATTEMPTS,
    matches: (codeHash) => {
      const expected = Buffer.from(codeHash, 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  });
  if (outcome.kind !== 'verified' || !user)
    throw badRequestWithFieldCodes('CODE_INVALID', RESET_CODE_NOT_VALID, {
      fields: { otp: RESET_CODE_NOT_VALID },
      fieldCodes: { otp: 'WRONG' },
    });
  const tokenVersion = await setPasswordHash(db, user.id, await hashPassword(input.newPassword));
  // setPasswordHash took off a sign-in number the owner never confirmed: the page says so (decision 0042).
  const removed = user.mobileVerifiedAt && !user.mobileConfirmedAt ? user.phoneNumber : null;
  const saved = removed ? { ...outcome.user, mobileVerifiedAt: null } : outcome.user;
  return {
    user: { ...saved, tokenVersion },
    tokenVersion,
    ...(removed ? { removedMobileEnding: removed.slice(-4) } : {}),
  };
}
