import { errorSchema } from '@paywise/domain/contracts/common';
import { notificationPrefsSchema, notificationPrefsUpdateSchema } from '@paywise/domain/contracts/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getPrefs, updatePrefs } from './service';

/** What we may send the customer, per channel and kind; registered by privacyRoutes. */
export const notificationPrefsRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
