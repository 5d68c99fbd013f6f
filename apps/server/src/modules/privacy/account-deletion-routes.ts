import { errorSchema, messageSchema } from '@paywise/domain/contracts/common';
import { ACCOUNT_DELETED_MESSAGE, deleteAccountRequestSchema } from '@paywise/domain/contracts/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SmsSender } from '../../adapters/sms';
import type { PhoneDeps } from '../phone';
import { currentUser } from '../../plugins/auth';
import { limitBy } from '../../plugins/rate-limit';
import { deleteAccount, sendDeletionCode } from './service';

/** The deletion of the customer's account and the code that confirms it; registered by privacyRoutes. */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{ sms: SmsSender }> = async (app, { sms }) => {
  // An account without email confirms its deletion with an SMS code (the phone module's codes).
  const phone: PhoneDeps = {
    db: app.db,
    sms,
    secret: app.config.jwtSecret,
    host: new URL(app.config.appUrl).host,
    log: app.log,
  };

  app.post(
    '/users/me/deletion-code',
    {
      config: {
        rateLimit: {
          ...limitBy(app.config.rateLimits.otp, (request) => `delete-code:${request.user?.id}`),
          hook: 'preHandler',
        },
      },
      schema: {
        tags: ['privacy'],
        summary:
          'Send a 6-digit code that confirms the deletion of the account (by email; by SMS to an account without email)',
        body: z.strictObject({}).nullish(),
        response: {
          200: messageSchema,
          400: errorSchema,
          401: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => {
      const message = await sendDeletionCode(app.db, {
        mailer: app.mailer,
        secret: app.config.jwtSecret,
        user: currentUser(request),
        log: request.log,
        phone,
      });
      return { message };
    },
  );

  app.delete(
    '/users/me',
    {
      config: {
        // Guessing the password or the code with a stolen token is limited like login attempts.
        rateLimit: {
          ...limitBy(app.config.rateLimits.login, (request) => `delete-account:${request.user?.id}`),
          hook: 'preHandler',
        },
      },
      schema: {
        tags: ['privacy'],
        summary:
          "Delete the signed-in customer's account, confirmed with the password or the emailed code: personal data erased at once, orders kept anonymised, every session ended",
        body: deleteAccountRequestSchema,
        response: {
          200: messageSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      await deleteAccount(app.db, {
        mailer: app.mailer,
        secret: app.config.jwtSecret,
        user: currentUser(request),
        confirmation: request.body,
        log: request.log,
        phone,
      });
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  );
};
