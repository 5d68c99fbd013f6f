import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  SMS_OTP_MAX_ATTEMPTS,
  SMS_OTP_RESEND_SECONDS,
  SMS_OTP_VALID_MINUTES,
  type SendSmsCodeResponse,
} from '@paywise/domain/contracts/phone';
import type { FastifyBaseLogger } from 'fastify';
import { describeMailError, type Mailer } from '../../adapters/mailer/mailer';
import { describeSmsError, maskMobile, type SmsSender } from '../../adapters/sms';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import {
  AppError,
  badRequest,
  badRequestWithFieldCodes,
  conflict,
  forbidden,
  tooManyRequests,
} from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { readLinkToken, signLinkToken } from '../../lib/signed-link';
import { verifyPassword } from '../accounts';
import { otpSms, signInLockedSms } from './messages';
import {
  checkSmsCode,
  claimSmsCode,
  discardSmsCode,
  findUserByVerifiedMobile,
  insertPhoneUser,
  removeSignInNumber,
  setSmsUpdates,
  setVerifiedMobile,
} from './repo';

export const PHONE_UNAVAILABLE_MESSAGE =
  'Sign in with a mobile number is not available right now. Please use your email and password.';
export const SMS_NOT_SENT_MESSAGE = 'We could not send the code. Please try again in a moment.';
export const ADMIN_SMS_MESSAGE = 'Admin accounts sign in with their email and password.';
export const MOBILE_TAKEN_MESSAGE =
  'This mobile number is already verified on another PayWise account. Sign in with it, or use another number.';
export const MOBILE_ALREADY_YOURS_MESSAGE = 'This mobile number is already verified on your account.';
export const CODE_VOID_MESSAGE = 'This code has expired or is no longer valid. Please request a new one.';
/** The name a new phone account has until its owner gives one (asked once, right after signing in). */
export const NEW_ACCOUNT_NAME = 'PayWise customer';

export interface PhoneDeps {
  db: Database;
  sms: SmsSender;
  /** Keys the code hashes (the JWT secret). */
  secret: string;
  /** The web app's host, for the Web OTP line of the code SMS. */
  host: string;
  log: FastifyBaseLogger;
}

/** What the profile's sign-in number needs besides: the mail to the owner and its signed link. */
export interface ProfileNumberDeps extends PhoneDeps {
  mailer: Mailer;
  /** The web app's address, for the mail's link. */
  appUrl: string;
  /** Signs the mail's "Not you?" link. */
  linkSecret: Buffer;
}

/** Codes are stored only as a keyed hash bound to their purpose and number: a leaked row reveals nothing usable. */
function codeHash(
  secret: string,
  { key, mobile, code }: { key: string; mobile: string; code: string },
): string {
  return createHmac('sha256', secret).update(`sms-otp:${key}:${mobile}:${code}`).digest('hex');
}

/** The caller's address as kept on a sign-in code's row: keyed, so a leaked row names no address. */
function addressHash(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`sms-otp-address:${address}`).digest('hex').slice(0, 32);
}

const loginKey = (mobile: string) => `login:${mobile}`;
const profileKey = (userId: number) => `profile:${userId}`;

function assertSmsAvailable(sms: SmsSender): void {
  if (sms.kind === 'none')
    throw new AppError(503, { code: 'PHONE_SIGN_IN_UNAVAILABLE', message: PHONE_UNAVAILABLE_MESSAGE });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * A fresh 6-digit code (CSPRNG) for `key`, at most one per SMS_OTP_RESEND_SECONDS (decided by the database), sent by
 * SMS; a code that could not be sent is forgotten so the customer may ask again at once.
 */
async function sendCode(
  deps: PhoneDeps,
  {
    key,
    mobile,
    userId,
    language,
    address,
  }: {
    key: string;
    mobile: string;
    userId: number | null;
    /** The SMS's language: the saved language of the account it is for (English when none). */
    language: string | null;
    /** The caller's address: only its wrong tries void the code (sign-in codes); none: everyone's. */
    address?: string;
  },
): Promise<SendSmsCodeResponse> {
  assertSmsAvailable(deps.sms);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = codeHash(deps.secret, { key, mobile, code });
  const claim = await claimSmsCode(deps.db, {
    key,
    mobile,
    userId,
    codeHash: hash,
    validMinutes: SMS_OTP_VALID_MINUTES,
    resendSeconds: SMS_OTP_RESEND_SECONDS,
    requestedBy: address === undefined ? null : addressHash(deps.secret, address),
  });
  if (!claim.ok) {
    throw tooManyRequests(
      'CODE_RESEND_TOO_SOON',
      `Please wait ${claim.secondsLeft} seconds before requesting a new code.`,
      claim.secondsLeft,
    );
  }
  try {
    await deps.sms.send(otpSms({ to: mobile, code, host: deps.host, language }));
  } catch (error) {
    deps.log.warn({ sms: describeSmsError(error) }, 'SMS code not sent');
    await discardSmsCode(deps.db, key, hash);
    throw Object.assign(new AppError(503, { code: 'CODE_NOT_SENT', message: SMS_NOT_SENT_MESSAGE }), {
      cause: error,
    });
  }
  return {
    message: `We sent a 6-digit code to ${maskMobile(mobile)}.`,
    resendAfterSeconds: SMS_OTP_RESEND_SECONDS,
  };
}

/** The one answer to every failure of a sign-in code: no code pending, wrong, expired or void say nothing apart. */
export const SIGN_IN_CODE_NOT_VALID =
  'This code is not valid or has expired. Please check it, or ask for a new code.';

/**
 * At most SMS_OTP_MAX_ATTEMPTS wrong tries per code (from the address that asked for it, when it was sent with
 * one); then it is void until a new one is sent. `oneAnswer`: every failure answers alike (sign-in: anyone may ask
 * about any number, so "no code pending" would tell who is signing in now); a signed-in customer's own codes say
 * how many tries are left.
 */
async function useCode(
  deps: PhoneDeps,
  {
    key,
    mobile,
    code,
    oneAnswer = false,
    address,
  }: { key: string; mobile: string; code: string; oneAnswer?: boolean; address?: string },
): Promise<void> {
  const actual = Buffer.from(codeHash(deps.secret, { key, mobile, code }), 'hex');
  const guessedBy = address === undefined ? null : addressHash(deps.secret, address);
  const outcome = await checkSmsCode(deps.db, {
    key,
    mobile,
    maxAttempts: SMS_OTP_MAX_ATTEMPTS,
    matches: (stored) => {
      const expected = Buffer.from(stored, 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
    guessedBy,
  });
  if (outcome.kind === 'right') return;
  if (oneAnswer)
    throw badRequestWithFieldCodes('CODE_INVALID', SIGN_IN_CODE_NOT_VALID, {
      fields: { code: SIGN_IN_CODE_NOT_VALID },
      fieldCodes: { code: 'WRONG' },
    });
  let message = CODE_VOID_MESSAGE;
  if (outcome.kind === 'wrong') {
    const left = SMS_OTP_MAX_ATTEMPTS - outcome.failedAttempts;
    message =
      left > 0
        ? `Invalid code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
        : 'Invalid code. Too many wrong attempts: please request a new code.';
  }
  throw badRequestWithFieldCodes('CODE_INVALID', message, {
    fields: { code: message },
    fieldCodes: { code: 'WRONG' },
  });
}

/**
 * Sends a sign-in code. The answer is the same whether or not the number has an account: the account of the number
 * is looked up every time (one indexed read, whether or not there is one) only for the language of the SMS, which
 * only the number's owner reads.
 */
export async function sendLoginCode(
  deps: PhoneDeps,
  mobile: string,
  address: string,
): Promise<SendSmsCodeResponse> {
  const holder = await findUserByVerifiedMobile(deps.db, mobile);
  return sendCode(deps, {
    key: loginKey(mobile),
    mobile,
    userId: null,
    language: holder?.language ?? null,
    address,
  });
}

/**
 * Too many wrong sign-in codes were entered for a number (RATE_LIMIT_OTP_WRONG_NUMBER): the number is told, once
 * per lock and in its account's language, that its SMS sign-in is paused (issue 40: a guesser otherwise went
 * unnoticed). Never throws: a notice that cannot be sent is logged at warn.
 */
export async function tellNumberCodesArePaused(deps: PhoneDeps, mobile: string): Promise<void> {
  try {
    const holder = await findUserByVerifiedMobile(deps.db, mobile);
    await deps.sms.send(signInLockedSms(mobile, holder?.language ?? null));
  } catch (error) {
    deps.log.warn({ sms: describeSmsError(error) }, 'the notice that sign-in codes are paused was not sent');
  }
}

/**
 * A right code signs in to the account whose verified number it is, or makes one (no email, no password, the
 * number verified). A number only typed into a profile, never verified, signs in to nothing: it could be anyone's.
 * Admin accounts keep email and password.
 */
export async function verifyLoginCode(
  deps: PhoneDeps,
  {
    mobile,
    code,
    address,
  }: {
    mobile: string;
    code: string;
    /** The caller's: a wrong code from another address than the one that asked does not use up the code's tries. */
    address: string;
  },
): Promise<{ user: UserRow; isNewAccount: boolean }> {
  assertSmsAvailable(deps.sms);
  await useCode(deps, { key: loginKey(mobile), mobile, code, oneAnswer: true, address });
  const existing = await findUserByVerifiedMobile(deps.db, mobile);
  if (existing) {
    if (existing.role === 'ADMIN') throw forbidden('ADMIN_SMS_SIGN_IN', ADMIN_SMS_MESSAGE);
    return { user: existing, isNewAccount: false };
  }
  try {
    return { user: await insertPhoneUser(deps.db, mobile, NEW_ACCOUNT_NAME), isNewAccount: true };
  } catch (error) {
    // The same number verified at the same moment elsewhere (another sign-in or a profile): sign in to that one.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findUserByVerifiedMobile(deps.db, mobile);
    if (!winner) throw error;
    if (winner.role === 'ADMIN') throw forbidden('ADMIN_SMS_SIGN_IN', ADMIN_SMS_MESSAGE);
    return { user: winner, isNewAccount: false };
  }
}

export const SIGN_IN_NUMBER_LOCKED_MESSAGE =
  'Your mobile number is how you sign in to this account, so it cannot be changed here. ' +
  'Please contact support to change it.';
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Verify your email first: a sign-in number can only be added to an account with a verified email.';
export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';

/**
 * Adding or changing a sign-in number takes the account's password and a verified email (decision 0042): a
 * session alone (a stolen token, or an account registered on someone else's email) cannot plant a number that
 * signs in by SMS. An account without a password is its number and keeps it.
 */
async function assertMayAddSignInNumber(user: UserRow, password: string): Promise<void> {
  if (!user.email || !user.passwordHash)
    throw forbidden('SIGN_IN_NUMBER_LOCKED', SIGN_IN_NUMBER_LOCKED_MESSAGE);
  if (!user.isEmailVerified) throw forbidden('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw badRequestWithFieldCodes('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE, {
      fields: { password: WRONG_PASSWORD_MESSAGE },
      fieldCodes: { password: 'WRONG' },
    });
}

/**
 * A signed-in user proving a number for their profile, after their password. Whether another account has the
 * number is not said here: only to someone who proves the number (verifyProfileCode).
 */
export async function sendProfileCode(
  deps: PhoneDeps,
  user: UserRow,
  input: { mobile: string; password: string },
): Promise<SendSmsCodeResponse> {
  assertSmsAvailable(deps.sms);
  await assertMayAddSignInNumber(user, input.password);
  if (user.mobileVerifiedAt && user.phoneNumber === input.mobile)
    throw badRequest('MOBILE_ALREADY_YOURS', MOBILE_ALREADY_YOURS_MESSAGE, {
      mobile: MOBILE_ALREADY_YOURS_MESSAGE,
    });
  return sendCode(deps, {
    key: profileKey(user.id),
    mobile: input.mobile,
    userId: user.id,
    language: user.language,
  });
}

/**
 * The code first, then whether another account has the number verified (409 only to whoever proved the number).
 * A profile code exists only if the password was given when it was sent, at most SMS_OTP_VALID_MINUTES ago. The
 * owner's email is told, with a link that takes the number off and ends every session.
 */
export async function verifyProfileCode(
  deps: ProfileNumberDeps,
  user: UserRow,
  input: { mobile: string; code: string },
): Promise<UserRow> {
  assertSmsAvailable(deps.sms);
  if (!user.email || !user.passwordHash)
    throw forbidden('SIGN_IN_NUMBER_LOCKED', SIGN_IN_NUMBER_LOCKED_MESSAGE);
  if (!user.isEmailVerified) throw forbidden('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
  await useCode(deps, { key: profileKey(user.id), mobile: input.mobile, code: input.code });
  const holder = await findUserByVerifiedMobile(deps.db, input.mobile);
  if (holder && holder.id !== user.id) throw conflict('MOBILE_TAKEN', MOBILE_TAKEN_MESSAGE);
  let saved: UserRow;
  try {
    saved = await setVerifiedMobile(deps.db, user.id, input.mobile);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('MOBILE_TAKEN', MOBILE_TAKEN_MESSAGE);
    throw error;
  }
  await tellOwner(deps, saved, input.mobile);
  return saved;
}

const REMOVE_NUMBER_LINK = 'sign-in-number-remove';

/** The "Not you?" link of the mail: takes this number off this account and ends every session. */
export function removeNumberUrl(
  deps: Pick<ProfileNumberDeps, 'appUrl' | 'linkSecret'>,
  userId: number,
  mobile: string,
) {
  const token = signLinkToken(deps.linkSecret, REMOVE_NUMBER_LINK, `${userId}-${mobile}`);
  return `${deps.appUrl}/api/users/mobile/remove?token=${token}`;
}

/** A failed mail is logged and does not undo the number (the customer proved it); the mail has no code in it. */
async function tellOwner(deps: ProfileNumberDeps, user: UserRow, mobile: string): Promise<void> {
  if (!user.email) return;
  const { t } = translator(user.language);
  const link = removeNumberUrl(deps, user.id, mobile);
  try {
    await deps.mailer.send({
      to: user.email,
      subject: t('mail.signInNumber.subject'),
      text: t('mail.signInNumber.text', { ending: mobile.slice(-4), link }),
    });
  } catch (error) {
    deps.log.warn({ userId: user.id, mail: describeMailError(error) }, 'sign-in number mail not sent');
  }
}

/**
 * What the mail's link does (POST; the GET only shows a button, so a mail scanner opening links removes
 * nothing): 400 for a forged token; true when the number was taken off, false when it was no longer on the account.
 */
export async function removeNumberByLink(
  deps: Pick<ProfileNumberDeps, 'db' | 'linkSecret'>,
  token: string,
): Promise<boolean> {
  const subject = readLinkToken(deps.linkSecret, REMOVE_NUMBER_LINK, token);
  const match = subject ? /^(\d{1,10})-(\d{10})$/.exec(subject) : null;
  if (!match) throw badRequest('LINK_INVALID', 'This link is not valid.');
  return removeSignInNumber(deps.db, Number(match[1]), match[2]);
}

/** Whether a mail's link token is well formed and signed (the GET page shows its button only then). */
export function isRemoveNumberToken(deps: Pick<ProfileNumberDeps, 'linkSecret'>, token: string): boolean {
  return readLinkToken(deps.linkSecret, REMOVE_NUMBER_LINK, token) !== null;
}

const deletionKey = (userId: number) => `delete:${userId}`;

/** A code to the account's verified number confirming its deletion (an account without email or password). */
export function sendDeletionSmsCode(deps: PhoneDeps, user: UserRow): Promise<SendSmsCodeResponse> {
  if (!user.phoneNumber || !user.mobileVerifiedAt)
    throw badRequest('NO_VERIFIED_MOBILE', 'Your account has no verified mobile number.');
  return sendCode(deps, {
    key: deletionKey(user.id),
    mobile: user.phoneNumber,
    userId: user.id,
    language: user.language,
  });
}

/** Uses up a right deletion code (400 with what is wrong otherwise). */
export async function useDeletionSmsCode(deps: PhoneDeps, user: UserRow, code: string): Promise<void> {
  if (!user.phoneNumber || !user.mobileVerifiedAt)
    throw badRequest('NO_VERIFIED_MOBILE', 'Your account has no verified mobile number.');
  await useCode(deps, { key: deletionKey(user.id), mobile: user.phoneNumber, code });
}

export function changeSmsUpdates(db: Database, userId: number, smsUpdates: boolean): Promise<UserRow> {
  return setSmsUpdates(db, userId, smsUpdates);
}
