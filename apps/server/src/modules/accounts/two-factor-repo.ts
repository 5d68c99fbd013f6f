import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { twoFactorRecoveryCodes, twoFactorSecrets, users, type UserRow } from '../../db/schema';

// All SQL of two-step sign-in (decision 0047).

/** The account's secret row (pending or confirmed), or undefined when it has none. */
export async function findTwoFactorSecret(db: Database, userId: number) {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).limit(1);
  return row;
}

/** A new pending enrolment: it replaces an earlier one not confirmed (never a confirmed one). */
export async function savePendingSecret(
  db: Database,
  userId: number,
  secretCiphertext: string,
): Promise<void> {
  await db
    .insert(twoFactorSecrets)
    .values({ userId, secretCiphertext })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretCiphertext, lastTimeStep: null, createdAt: sql`now()` },
    });
}

/**
 * Records `timeStep` as the last one used, only if it is later than the one recorded: false when another request
 * used this step (or a later one) first, so one code signs in once however many requests carry it.
 */
export async function claimTimeStep(db: Database, userId: number, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        or(isNull(twoFactorSecrets.lastTimeStep), lt(twoFactorSecrets.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length > 0;
}

/**
 * Confirms the pending enrolment in one transaction: the code's time step is the last used, the account has
 * two-step sign-in from now, and its recovery codes are these (earlier ones go). Null when it was confirmed
 * already (a second confirmation at the same moment) or the code's step was used.
 */
export async function confirmEnrolment(
  db: Database,
  {
    userId,
    timeStep,
    recoveryCodeHashes,
  }: { userId: number; timeStep: number; recoveryCodeHashes: string[] },
): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ twoFactorAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.twoFactorAt)))
      .returning();
    if (!user) return null;
    const claimed = await tx
      .update(twoFactorSecrets)
      .set({ lastTimeStep: timeStep })
      .where(eq(twoFactorSecrets.userId, userId))
      .returning({ userId: twoFactorSecrets.userId });
    if (claimed.length === 0) throw new Error('two-factor secret vanished during confirmation');
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })));
    return user;
  });
}

/** Uses up the recovery code with this hash: false when the account has no such unused code. */
export async function useRecoveryCode(db: Database, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

/** Turns two-step sign-in off: the secret and the recovery codes go, in one transaction. */
export async function removeTwoFactor(db: Database, userId: number): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    const [user] = await tx
      .update(users)
      .set({ twoFactorAt: null, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return user;
  });
}
