import { desc, lt } from 'drizzle-orm';
import type { ContactMessage, ContactRequest } from '@paywise/domain/contracts/support';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(db: Database, input: ContactRequest): Promise<void> {
  await db.insert(contactMessages).values(input);
}

/**
 * Newest first by id (identity ids follow creation order); the cursor is the last id of the previous page,
 * so a deep page costs the same as the first.
 */
export async function listContactMessages(
  db: Database,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<{ messages: ContactMessage[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(cursor ? lt(contactMessages.id, Number(cursor)) : undefined)
    .orderBy(desc(contactMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    messages: page.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      query: row.query,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit ? String(page[page.length - 1].id) : null,
  };
}
