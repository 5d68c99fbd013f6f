import type { User } from '@paywise/domain/contracts/auth';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../../plugins/auth';

/** The only way a user row leaves the server (the route's response schema filters again). */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phoneNumber: row.phoneNumber,
    dateOfBirth: row.dateOfBirth,
    isEmailVerified: row.isEmailVerified,
    role: row.role === 'ADMIN' ? 'ADMIN' : 'CUSTOMER',
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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
