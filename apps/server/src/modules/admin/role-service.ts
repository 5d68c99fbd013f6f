import { LAST_ADMIN_MESSAGE, type UserRole } from '@paywise/domain/contracts/admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';

/**
 * Gives a user a role. The admins are locked (FOR UPDATE) before they are counted, so two admins demoting
 * each other at the same moment cannot leave the system without one: the second waits and then sees one admin.
 */
export async function changeUserRole(db: Database, userId: number, role: UserRole) {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'ADMIN'))
      .orderBy(users.id)
      .for('update');
    const [target] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!target) throw notFound('User not found.');
    if (target.role === 'ADMIN' && role !== 'ADMIN' && admins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE);
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id, username: users.username, email: users.email, role: users.role });
    return updated;
  });
}
