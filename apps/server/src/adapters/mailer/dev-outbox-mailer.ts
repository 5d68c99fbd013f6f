import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { devOutbox } from '../../db/schema';
import type { Mail, Mailer } from './mailer';

/**
 * Development only (SMTP_URL unset): the mail is kept in the dev_outbox table, readable at GET /api/dev/outbox,
 * so a local user can finish email verification without a mail server. Only its recipient and subject are
 * logged: its text carries one-time codes, which never go to the log.
 */
export function createDevOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'dev-outbox',
    async send(mail: Mail) {
      await db.insert(devOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text });
      log.info(
        { to: mail.to, subject: mail.subject },
        'dev outbox (SMTP_URL is not set): mail kept, read it at GET /api/dev/outbox',
      );
    },
    async close() {},
  };
}

export async function listDevOutbox(db: Database, limit = 50) {
  const rows = await db
    .select()
    .from(devOutbox)
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}
