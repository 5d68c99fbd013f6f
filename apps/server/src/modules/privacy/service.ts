import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  DELETION_CODE_SENT_MESSAGE,
  type DeleteAccountRequest,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPrefs,
  type NotificationPrefsUpdate,
} from '@paywise/domain/contracts/privacy';
import type { DataExport } from '@paywise/domain/contracts/data-export';
import type { FastifyBaseLogger } from 'fastify';
import { describeMailError, type Mailer } from '../../adapters/mailer/mailer';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import {
  AppError,
  badRequest,
  badRequestWithFieldCodes,
  conflict,
  notFound,
  tooManyRequests,
} from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { readLinkToken, signLinkToken } from '../../lib/signed-link';
import { toUserDto, verifyPassword } from '../accounts';
import { complaintsOfUser } from '../complaints';
import { savedNumbersOfCustomer } from '../me';
import { allOrdersOfCustomer } from '../orders';
import { sendDeletionSmsCode, useDeletionSmsCode, type PhoneDeps } from '../phone';
import { applyPrefsUpdate, resolvePrefs } from './preferences';
import {
  checkDeletionCode,
  claimDeletionCode,
  discardDeletionCode,
  eraseAccount,
  findConsents,
  findContactMessages,
  findPushSubscriptions,
  findUserRow,
  savePrefs,
} from './repo';

export { listAuditEntries, insertAuditEntry } from './repo';

/** Everything we hold about the customer (GET /users/me/export). */
export async function exportData(db: Database, user: UserRow): Promise<DataExport> {
  const [orders, savedNumbers, complaints, consents, pushSubscriptions, contactMessages] = await Promise.all([
    allOrdersOfCustomer(db, user.id),
    savedNumbersOfCustomer(db, user.id),
    complaintsOfUser(db, user.id),
    findConsents(db, user.id),
    findPushSubscriptions(db, user.id),
    findContactMessages(db, user.email),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: toUserDto(user),
    orders,
    savedNumbers,
    complaints,
    consents: consents.map((c) => ({ ...c, givenAt: c.givenAt.toISOString() })),
    notifications: resolvePrefs(user),
    pushSubscriptions: pushSubscriptions.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    upiId: user.lastUpiId,
    contactMessages: contactMessages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

export const getPrefs = (user: UserRow): NotificationPrefs => resolvePrefs(user);

export async function updatePrefs(
  db: Database,
  user: UserRow,
  update: NotificationPrefsUpdate,
): Promise<NotificationPrefs> {
  return resolvePrefs(await savePrefs(db, user.id, applyPrefsUpdate(user, update)));
}

// --- One-tap unsubscribe (the bill reminders' signed link, generalised) ------------------------------------------

const UNSUBSCRIBE = 'unsubscribe';

/**
 * The link of a mail that turns its kind off for its channel, without a login. `secret`: the mail links' secret
 * (remindersSecret of the bills module, derived from JWT_SECRET).
 */
export function unsubscribeUrl({
  appUrl,
  secret,
  userId,
  channel,
  kind,
}: {
  appUrl: string;
  secret: string | Buffer;
  userId: number;
  channel: NotificationChannel;
  kind: NotificationKind;
}): string {
  return `${appUrl}/api/notifications/unsubscribe?token=${signLinkToken(secret, UNSUBSCRIBE, `${userId}-${channel}-${kind}`)}`;
}

/** The headers that let a mail client offer its own one-click unsubscribe (RFC 2369 and RFC 8058). */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Turns off what an unsubscribe link names: 400 for a forged token, 404 when the account is gone. */
export async function unsubscribe(db: Database, secret: string | Buffer, token: string) {
  const subject = readLinkToken(secret, UNSUBSCRIBE, token);
  const match = subject ? /^(\d{1,10})-([a-z]+)-([A-Za-z]+)$/.exec(subject) : null;
  const channel = match?.[2] as NotificationChannel | undefined;
  const kind = match?.[3] as NotificationKind | undefined;
  if (!match || !NOTIFICATION_CHANNELS.includes(channel!) || !NOTIFICATION_KINDS.includes(kind!))
    throw badRequest('LINK_INVALID', 'This link is not valid.');
  const user = await findUserRow(db, Number(match[1]));
  if (!user || user.deletedAt) throw notFound('NOT_FOUND', 'This account no longer exists.');
  await savePrefs(db, user.id, applyPrefsUpdate(user, { [channel!]: { [kind!]: false } }));
  return { channel: channel!, kind: kind! };
}

// --- Erasure ---------------------------------------------------------------------------------------------------

const CODE_VALID_MINUTES = 10;
const CODE_RESEND_SECONDS = 30;
const CODE_MAX_ATTEMPTS = 5;
export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';
export const WRONG_CODE_MESSAGE = 'This code is not correct or has expired. Please ask for a new one.';

function codeHash(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`account-delete:${userId}:${code}`).digest('hex');
}

/**
 * Mails a fresh 6-digit code that confirms the deletion (valid 10 minutes, one per 30 seconds), or sends it by SMS
 * to an account without email; answers what to tell the customer.
 */
export async function sendDeletionCode(
  db: Database,
  {
    mailer,
    secret,
    user,
    log,
    phone,
  }: { mailer: Mailer; secret: string; user: UserRow; log: FastifyBaseLogger; phone: PhoneDeps },
): Promise<string> {
  // An account made with a mobile number has no email: its code goes to its verified number.
  if (!user.email) return (await sendDeletionSmsCode(phone, user)).message;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = codeHash(secret, user.id, code);
  const claimed = await claimDeletionCode(db, {
    userId: user.id,
    codeHash: hash,
    validMinutes: CODE_VALID_MINUTES,
    resendSeconds: CODE_RESEND_SECONDS,
  });
  if (!claimed)
    throw tooManyRequests(
      'CODE_RESEND_TOO_SOON',
      `Please wait ${CODE_RESEND_SECONDS} seconds before asking for a new code.`,
      CODE_RESEND_SECONDS,
    );
  try {
    const { t } = translator(user.language);
    await mailer.send({
      to: user.email,
      subject: t('mail.deletionCode.subject'),
      text: t('mail.deletionCode.text', { code, minutes: CODE_VALID_MINUTES }),
    });
  } catch (error) {
    log.warn({ userId: user.id, mail: describeMailError(error) }, 'account deletion code not sent');
    await discardDeletionCode(db, user.id, hash);
    throw Object.assign(
      new AppError(503, {
        code: 'CODE_NOT_SENT',
        message: 'Failed to send the code. Please try again later.',
      }),
      {
        cause: error,
      },
    );
  }
  return DELETION_CODE_SENT_MESSAGE;
}

export interface DeleteAccountOptions {
  mailer: Mailer;
  secret: string;
  user: UserRow;
  confirmation: DeleteAccountRequest;
  log: FastifyBaseLogger;
  phone: PhoneDeps;
}

/**
 * Deletes the customer's account once they confirmed it (password, or the mailed code): personal data erased or
 * anonymised at once, orders kept with the customer anonymised, every session revoked, a confirmation mailed to the
 * address the account had. An admin account is not deleted here (another admin demotes it first).
 */
export async function deleteAccount(
  db: Database,
  { mailer, secret, user, confirmation, log, phone }: DeleteAccountOptions,
): Promise<void> {
  if (user.role === 'ADMIN')
    throw conflict(
      'ADMIN_CANNOT_BE_DELETED',
      'An admin account cannot be deleted. Ask another admin to demote it first.',
    );
  const confirmedBy = 'password' in confirmation ? 'password' : user.email ? 'email code' : 'SMS code';
  if ('password' in confirmation) {
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, confirmation.password)))
      throw badRequestWithFieldCodes('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE, {
        fields: { password: WRONG_PASSWORD_MESSAGE },
        fieldCodes: { password: 'WRONG' },
      });
  } else if (!user.email) {
    await useDeletionSmsCode(phone, user, confirmation.code);
  } else {
    const actual = Buffer.from(codeHash(secret, user.id, confirmation.code), 'hex');
    const isRight = await checkDeletionCode(db, {
      userId: user.id,
      maxAttempts: CODE_MAX_ATTEMPTS,
      matches: (stored) => {
        const expected = Buffer.from(stored, 'hex');
        return expected.length === actual.length && timingSafeEqual(expected, actual);
      },
    });
    if (!isRight)
      throw badRequestWithFieldCodes('CODE_INVALID', WRONG_CODE_MESSAGE, {
        fields: { code: WRONG_CODE_MESSAGE },
        fieldCodes: { code: 'WRONG' },
      });
  }
  if (!(await eraseAccount(db, user, confirmedBy))) return;
  // After the erasure: a mail that fails does not bring the data back (it is logged without the address).
  if (user.email) {
    // In the language the account had (the erasure clears it from the row; `user` is the row read before).
    const { t } = translator(user.language);
    await mailer
      .send({
        to: user.email,
        subject: t('mail.deleted.subject'),
        text: t('mail.deleted.text'),
      })
      .catch((error: unknown) => {
        log.warn(
          { userId: user.id, mail: describeMailError(error) },
          'account deletion confirmation not sent',
        );
      });
  }
}
