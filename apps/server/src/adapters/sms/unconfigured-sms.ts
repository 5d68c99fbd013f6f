import type { FastifyBaseLogger } from 'fastify';
import { SmsError, type SmsSender } from './sms';

/**
 * Production without SMS_PROVIDER: nothing can be delivered. Phone sign-in is hidden (GET /api/auth/config)
 * and its routes answer 503; transactional SMS are skipped. The log says once, at start, what to configure.
 */
export function createUnconfiguredSms(log: FastifyBaseLogger): SmsSender {
  log.warn(
    'SMS_PROVIDER is not set: phone sign-in is hidden and no SMS is sent. Set SMS_PROVIDER=msg91 in production.',
  );
  return {
    kind: 'none',
    async send() {
      throw new SmsError('SMS_PROVIDER is not set: SMS cannot be sent in production', false);
    },
  };
}
