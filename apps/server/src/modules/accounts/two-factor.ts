import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@paywise/domain/contracts/two-factor';
import type { SignedInResponse, TwoFactorChallengeResponse } from '@paywise/domain/contracts/auth';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import {
  AppError,
  badRequest,
  badRequestWithFieldCodes,
  conflict,
  forbidden,
  unauthorized,
} from '../../lib/app-error';
import { linkSecret } from '../../lib/signed-link';
import { verifyPassword } from './password';
import { findSessionUserRow, toUserDto } from './repo';
import { startSession } from './service';
import type { TokenService } from './tokens';
import {
  claimTimeStep,
  confirmEnrolment,
  findTwoFactorSecret,
  removeTwoFactor,
  savePendingSecret,
  useRecoveryCode,
} from './two-factor-repo';

/*
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1 as every app
 * reads it; decision 0047). The secret is encrypted at rest and shown only while enrolling; a code is accepted
 * one step either side of now, and never twice (the last step used is kept); recovery codes are kept as keyed
 * hashes and each works once.
 */

const ISSUER = 'PayWise';
/** ±30 s: the step before and after now, for a phone's clock that is a little off. */
const EPOCH_TOLERANCE_SECONDS = 30;
const CHALLENGE_LIFETIME = '5m';
const CHALLENGE_AUDIENCE = 'paywise:two-factor-challenge';

export const TWO_FACTOR_CODE_MESSAGE =
  'This code is not valid. Enter the current 6-digit code from your authenticator app, or a recovery code.';
export const CHALLENGE_INVALID_MESSAGE =
  'Your sign-in has expired. Please enter your email and password again.';
export const CODE_NEEDED_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const ADMIN_2FA_REQUIRED_MESSAGE =
  'Turn on two-step sign-in in your profile (Two-step sign-in) before using the back office.';

const codeInvalid = () =>
  badRequestWithFieldCodes('TWO_FACTOR_CODE_INVALID', TWO_FACTOR_CODE_MESSAGE, {
    fields: { code: TWO_FACTOR_CODE_MESSAGE },
    fieldCodes: { code: 'WRONG' },
  });

/** Whether an error is a wrong code (what the failure limits count). */
export const isWrongSecondFactor = (error: unknown) =>
  error instanceof AppError && error.code === 'TWO_FACTOR_CODE_INVALID';

/* Secrets at rest: AES-256-GCM under a key derived from JWT_SECRET ("v1.<iv>.<tag>.<ciphertext>", base64url). */

const secretKey = (jwtSecret: string) => linkSecret(jwtSecret, 'two-factor-secret');

function sealSecret(jwtSecret: string, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(jwtSecret), iv);
  // Bound to the account: a ciphertext copied to another user's row does not decrypt.
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or null when it cannot be read (JWT_SECRET changed since the enrolment, or a damaged row). */
function openSecret(jwtSecret: string, userId: number, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', secretKey(jwtSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** The time step of a right code (not used before: later than `afterTimeStep`), or null. */
async function checkTotp(secret: string, code: string, afterTimeStep: number | null): Promise<number | null> {
  try {
    // otplib compares the codes in constant time and skips the steps up to afterTimeStep.
    const result = await verify({
      secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(afterTimeStep === null ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A last step later than now and the window (the server's clock went back): no code can be right yet.
    return null;
  }
}

/* Recovery codes: 12 characters of base32 (60 bits), shown as xxxx-xxxx-xxxx. */

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code;
}

const formatRecoveryCode = (code: string) => code.match(/.{4}/g)!.join('-');

/** Keyed and bound to the account: a leaked table tells nothing usable. `code` is normalised (no dashes, lower). */
const recoveryHash = (jwtSecret: string, userId: number, code: string) =>
  createHmac('sha256', linkSecret(jwtSecret, 'two-factor-recovery'))
    .update(`${userId}:${code}`)
    .digest('hex');

/* The challenge between the password and the code: a signed token, not a session. */

const challengeKey = (jwtSecret: string) => linkSecret(jwtSecret, 'two-factor-challenge');

async function signChallenge(jwtSecret: string, user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setAudience(CHALLENGE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(CHALLENGE_LIFETIME)
    .sign(challengeKey(jwtSecret));
}

/** The account a challenge names, if it is valid and the account still signs in with two-step sign-in. */
async function readChallenge(db: Database, jwtSecret: string, challenge: string): Promise<UserRow> {
  try {
    const { payload } = await jwtVerify(challenge, challengeKey(jwtSecret), {
      algorithms: ['HS256'],
      audience: CHALLENGE_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const user = await findSessionUserRow(db, Number(payload.sub));
    // A password change or "log out everywhere" after the password step voids the challenge too.
    if (user && user.deletedAt === null && user.twoFactorAt && user.tokenVersion === payload.ver) return user;
  } catch {
    // Expired, forged or malformed: said below.
  }
  throw unauthorized('TWO_FACTOR_CHALLENGE_INVALID', CHALLENGE_INVALID_MESSAGE);
}

/** The account a challenge claims to be for, unverified: only a key for its failure count (the route verifies it). */
export function challengeSubject(challenge: unknown): string {
  if (typeof challenge !== 'string') return '';
  try {
    return decodeJwt(challenge).sub ?? '';
  } catch {
    return '';
  }
}

/**
 * What a right password (or a password reset) answers: a session, or, with two-step sign-in on, the challenge the
 * code step takes (no session before the code).
 */
export async function signInAnswer(
  db: Database,
  {
    tokens,
    jwtSecret,
    user,
    message,
  }: { tokens: TokenService; jwtSecret: string; user: UserRow; message: string },
): Promise<SignedInResponse | TwoFactorChallengeResponse> {
  if (user.twoFactorAt) {
    return {
      twoFactorRequired: true,
      challenge: await signChallenge(jwtSecret, user),
      message: CODE_NEEDED_MESSAGE,
    };
  }
  return { token: await startSession(db, tokens, user), user: toUserDto(user), message };
}

/**
 * A code of the account's authenticator (used once: its step is recorded) or one of its recovery codes (used
 * up). `code` is normalised by the request schema: 6 digits, or 12 lower-case letters and digits.
 */
async function checkSecondFactor(
  db: Database,
  { jwtSecret, user, code }: { jwtSecret: string; user: UserRow; code: string },
): Promise<void> {
  const row = await findTwoFactorSecret(db, user.id);
  if (!row || !user.twoFactorAt) throw codeInvalid();
  if (/^\d{6}$/.test(code)) {
    const secret = openSecret(jwtSecret, user.id, row.secretCiphertext);
    const step = secret ? await checkTotp(secret, code, row.lastTimeStep) : null;
    if (step === null || !(await claimTimeStep(db, user.id, step))) throw codeInvalid();
    return;
  }
  if (!(await useRecoveryCode(db, user.id, recoveryHash(jwtSecret, user.id, code)))) throw codeInvalid();
}

/** An account with two-step sign-in on never signs in with a texted code alone (403 TWO_FACTOR_USE_PASSWORD). */
export function assertSmsSignInAllowed(user: UserRow): void {
  if (user.twoFactorAt) {
    throw forbidden(
      'TWO_FACTOR_USE_PASSWORD',
      'Two-step sign-in is on for this account: sign in with your email, your password and the code of your authenticator app.',
    );
  }
}

/** The second step of a sign-in: the challenge and a code give the session. */
export async function completeTwoFactorSignIn(
  db: Database,
  {
    tokens,
    jwtSecret,
    input,
  }: { tokens: TokenService; jwtSecret: string; input: { challenge: string; code: string } },
): Promise<SignedInResponse> {
  const user = await readChallenge(db, jwtSecret, input.challenge);
  await checkSecondFactor(db, { jwtSecret, user, code: input.code });
  return {
    token: await startSession(db, tokens, user),
    user: toUserDto(user),
    message: `Welcome back, ${user.username}!`,
  };
}

const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';

async function assertPassword(user: UserRow, password: string): Promise<void> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw badRequestWithFieldCodes('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE, {
      fields: { password: WRONG_PASSWORD_MESSAGE },
      fieldCodes: { password: 'WRONG' },
    });
  }
}

/**
 * Starts an enrolment (after the password): a new secret, kept encrypted and pending until a code confirms it,
 * answered this once as an otpauth:// address (the QR code) and as the key to type.
 */
export async function startTwoFactorSetup(
  db: Database,
  { jwtSecret, user, password }: { jwtSecret: string; user: UserRow; password: string },
): Promise<{ otpauthUri: string; manualKey: string }> {
  if (user.twoFactorAt) throw conflict('TWO_FACTOR_ALREADY_ON', 'Two-step sign-in is already on.');
  if (!user.passwordHash || !user.email) {
    throw badRequest(
      'TWO_FACTOR_NEEDS_PASSWORD',
      'Two-step sign-in protects a sign-in with email and password: this account signs in with its mobile number.',
    );
  }
  await assertPassword(user, password);
  const secret = generateSecret();
  await savePendingSecret(db, user.id, sealSecret(jwtSecret, user.id, secret));
  return {
    otpauthUri: generateURI({ issuer: ISSUER, label: user.email, secret }),
    manualKey: secret.match(/.{1,4}/g)!.join(' '),
  };
}

/** Confirms the enrolment with a code: two-step sign-in is on, and the recovery codes are answered this once. */
export async function confirmTwoFactor(
  db: Database,
  { jwtSecret, user, code }: { jwtSecret: string; user: UserRow; code: string },
): Promise<{ user: UserRow; recoveryCodes: string[] }> {
  if (user.twoFactorAt) throw conflict('TWO_FACTOR_ALREADY_ON', 'Two-step sign-in is already on.');
  const row = await findTwoFactorSecret(db, user.id);
  const secret = row ? openSecret(jwtSecret, user.id, row.secretCiphertext) : null;
  if (!row || !secret) {
    throw badRequest(
      'TWO_FACTOR_NOT_STARTED',
      'Start again: choose "Turn on two-step sign-in" and scan the new code.',
    );
  }
  const step = await checkTotp(secret, code, row.lastTimeStep);
  if (step === null) throw codeInvalid();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const saved = await confirmEnrolment(db, {
    userId: user.id,
    timeStep: step,
    recoveryCodeHashes: codes.map((c) => recoveryHash(jwtSecret, user.id, c)),
  });
  if (!saved) throw conflict('TWO_FACTOR_ALREADY_ON', 'Two-step sign-in is already on.');
  return { user: saved, recoveryCodes: codes.map(formatRecoveryCode) };
}

/** Turns two-step sign-in off, with the password and a code (or a recovery code). */
export async function disableTwoFactor(
  db: Database,
  { jwtSecret, user, input }: { jwtSecret: string; user: UserRow; input: { password: string; code: string } },
): Promise<UserRow> {
  if (!user.twoFactorAt) throw conflict('TWO_FACTOR_NOT_ON', 'Two-step sign-in is not on.');
  await assertPassword(user, input.password);
  await checkSecondFactor(db, { jwtSecret, user, code: input.code });
  return removeTwoFactor(db, user.id);
}
