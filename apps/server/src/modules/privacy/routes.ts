import { errorSchema, messageSchema } from '@paywise/domain/contracts/common';
import {
  ACCOUNT_DELETED_MESSAGE,
  auditLogSchema,
  deleteAccountRequestSchema,
  notificationPrefsSchema,
  notificationPrefsUpdateSchema,
} from '@paywise/domain/contracts/privacy';
import { dataExportSchema } from '@paywise/domain/contracts/data-export';
import { pageQuerySchema } from '@paywise/domain/contracts/support';
import { indiaDay } from '@paywise/domain/time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SmsSender } from '../../adapters/sms';
import { linkSecret } from '../../lib/signed-link';
import type { PhoneDeps } from '../phone';
import { currentUser } from '../../plugins/auth';
import { limitBy } from '../../plugins/rate-limit';
import {
  deleteAccount,
  exportData,
  getPrefs,
  listAuditEntries,
  sendDeletionCode,
  unsubscribe,
  updatePrefs,
} from './service';

const KIND_NAMES = {
  orderUpdates: 'order updates',
  billReminders: 'bill reminders',
  planExpiry: 'plan expiry reminders',
  offers: 'offers',
} as const;
const CHANNEL_NAMES = { email: 'emails', sms: 'SMS', push: 'notifications' } as const;

const unsubscribedPage = (what: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed · PayWise</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family: ' +
  'system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">' +
  `<h1 style="font-size: 1.25rem">You are unsubscribed</h1><p>You will get no more ${what} from PayWise. ` +
  'You can turn them on again in your profile, under Your data.</p></body></html>';

/**
 * The customer's data rights (docs/decisions/0023): their data to take out, the deletion of their account, what we
 * may send them and the one-tap unsubscribe link of a mail; and the admins' audit log.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ sms: SmsSender }> = async (app, { sms }) => {
  // An account without email confirms its deletion with an SMS code (the phone module's codes).
  const phone: PhoneDeps = {
    db: app.db,
    sms,
    secret: app.config.jwtSecret,
    host: new URL(app.config.appUrl).host,
    log: app.log,
  };
  // The mail links' secret: the bill reminders' (remindersSecret), so one secret signs every link of a mail.
  const mailLinks = linkSecret(app.config.jwtSecret, 'bill-reminders-off');
  // A mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058): only here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/users/me/export',
    {
      config: { rateLimit: limitBy(app.config.rateLimits.login, (request) => `export:${request.user?.id}`) },
      schema: {
        tags: ['privacy'],
        summary:
          'Everything we hold about the signed-in customer (JSON download): profile, orders, saved numbers and billers, complaints, consents, notification settings',
        response: { 200: dataExportSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await exportData(app.db, currentUser(request));
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="paywise-my-data-${indiaDay(new Date())}.json"`)
        .send(data);
    },
  );

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
      const message = await sendDeletionCode(
        app.db,
        app.mailer,
        app.config.jwtSecret,
        currentUser(request),
        request.log,
        phone,
      );
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
      await deleteAccount(
        app.db,
        app.mailer,
        app.config.jwtSecret,
        currentUser(request),
        request.body,
        request.log,
        phone,
      );
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  );

  app.get(
    '/users/me/notifications',
    {
      schema: {
        tags: ['privacy'],
        summary: 'What we may send the customer, per channel (email, sms, push) and kind',
        response: { 200: notificationPrefsSchema, 401: errorSchema },
      },
    },
    async (request) => getPrefs(currentUser(request)),
  );

  app.put(
    '/users/me/notifications',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Change some of the choices (the others stay); SMS order updates are the profile SMS switch',
        body: notificationPrefsUpdateSchema,
        response: { 200: notificationPrefsSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => updatePrefs(app.db, currentUser(request), request.body),
  );

  const unsubscribeSchema = {
    tags: ['privacy'],
    querystring: z.object({ token: z.string().max(200, 'is not valid') }),
    response: {
      200: z.string().describe('A small HTML confirmation page'),
      400: errorSchema,
      404: errorSchema,
    },
  };
  const answerUnsubscribe = async (token: string) => {
    const { channel, kind } = await unsubscribe(app.db, mailLinks, token);
    return unsubscribedPage(`${KIND_NAMES[kind]} by ${CHANNEL_NAMES[channel]}`);
  };
  app.get(
    '/notifications/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        ...unsubscribeSchema,
        summary: "Turn off one kind of message (a mail's signed one-tap link)",
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(await answerUnsubscribe(request.query.token)),
  );
  app.post(
    '/notifications/unsubscribe',
    {
      config: { access: 'public' },
      schema: { ...unsubscribeSchema, summary: "A mail client's one-click unsubscribe (RFC 8058)" },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(await answerUnsubscribe(request.query.token)),
  );

  app.get(
    '/admin/audit-log',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'privacy'],
        summary: "Admins' access to customer data (user pages, transactions, CSV exports), newest first",
        querystring: pageQuerySchema,
        response: { 200: auditLogSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAuditEntries(app.db, request.query);
    },
  );
};
