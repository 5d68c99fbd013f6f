import type { LoginRequest, RegisterRequest } from '@paywise/domain/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict, unauthorized } from '../../lib/app-error';
import type { UserRow } from '../../plugins/auth';
import { findUserByEmail } from '../users/repo';
import { isCommonPassword } from './common-passwords';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one.';

/** Length is checked by the request schema; this adds the common-password rule. */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  if (isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function registerUser(db: Database, input: RegisterRequest): Promise<UserRow> {
  assertAcceptablePassword(input.password);
  if (await findUserByEmail(db, input.email)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ username: input.username, email: input.email, passwordHash })
      .returning();
    return row;
  } catch (error) {
    // Two registrations of one email at the same moment: the unique index on lower(email) decides.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
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
  if (!user || !isValid) throw unauthorized(INVALID_LOGIN_MESSAGE);
  return user;
}

/** Revokes every token issued so far for the user; returns the new token version. */
export async function bumpTokenVersion(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row.tokenVersion;
}
