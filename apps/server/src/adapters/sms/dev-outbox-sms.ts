import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { devOutbox } from '../../db/schema';
import type { Sms, SmsSender } from './sms';

/**
 * Development (SMS_PROVIDER unset outside production): the SMS is kept in the dev outbox table, beside the
 * development mails, readable at GET /api/dev/outbox (never in production). Its text holds a one-time code, so
 * it is never written to the log: the log says only that an SMS of a kind was kept.
 */
export function createDevOutboxSms(db: Database, log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'dev-outbox',
    async send(sms: Sms) {
      const [row] = await db
        .insert(devOutbox)
        .values({ to: `+91${sms.to}`, subject: `SMS (${sms.kind})`, text: sms.text })
        .returning({ id: devOutbox.id });
      log.info({ smsKind: sms.kind }, 'SMS kept in the dev outbox (GET /api/dev/outbox)');
      return { id: `devoutbox-${row.id}` };
    },
  };
}
