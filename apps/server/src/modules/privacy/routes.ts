import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SmsSender } from '../../adapters/sms';
import { accountDeletionRoutes } from './account-deletion-routes';
import { auditLogRoute } from './audit-log-route';
import { dataExportRoute } from './data-export-route';
import { notificationPrefsRoutes } from './notification-prefs-routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

/**
 * The customer's data rights (docs/decisions/0023): their data to take out, the deletion of their account, what we
 * may send them and the one-tap unsubscribe link of a mail; and the admins' audit log.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ sms: SmsSender }> = async (app, { sms }) => {
  // A mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058,
  // unsubscribe-routes.ts): only here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  await app.register(dataExportRoute);
  await app.register(accountDeletionRoutes, { sms });
  await app.register(notificationPrefsRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(auditLogRoute);
};
