import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createDevOutboxSms } from './dev-outbox-sms';
import { createMsg91Sms } from './msg91-sms';
import type { SmsSender } from './sms';
import { createUnconfiguredSms } from './unconfigured-sms';

export { describeSmsError, maskMobile, SmsError, type Sms, type SmsKind, type SmsSender } from './sms';

/** The one place the SMS provider is chosen: MSG91, the dev outbox (development) or none (production unset). */
export function createSmsSender(config: AppConfig, db: Database, log: FastifyBaseLogger): SmsSender {
  const { provider, msg91 } = config.sms;
  if (provider === 'msg91' && msg91) return createMsg91Sms(msg91);
  if (provider === 'devoutbox') return createDevOutboxSms(db, log);
  return createUnconfiguredSms(log);
}
