import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../adapters/mailer/mailer';
import { mailerPlugin } from '../adapters/mailer/plugin';
import { adminRoutes } from '../modules/admin';
import { authRoutes, twoFactorRoutes, usersRoutes, type TokenService } from '../modules/accounts';
import { billerRoutes } from '../modules/billers';
import { billsRoutes } from '../modules/bills';
import { catalogueRoutes } from '../modules/catalogue';
import { companyRoutes } from '../modules/company';
import { complaintRoutes } from '../modules/complaints';
import { contactRoutes } from '../modules/contact';
import { healthRoutes } from '../modules/health';
import { meRoutes } from '../modules/me';
import { numbersRoutes } from '../modules/numbers';
import { orderRoutes } from '../modules/orders';
import { paymentsRoutes } from '../modules/payments';
import { phoneRoutes } from '../modules/phone';
import { auditPlugin, privacyRoutes } from '../modules/privacy';
import { pushRoutes } from '../modules/push';
import { rechargeRoutes } from '../modules/recharges';
import { authPlugin } from '../plugins/auth';
import type { AppServices } from './services';

/**
 * Every route of the API under /api, after the API scope's plugins (compression, auth, audit). `onMailer` gets
 * the API scope's mailer as soon as its plugin is registered.
 */
export async function registerApi(
  app: FastifyInstance,
  {
    tokens,
    services,
    onMailer,
  }: { tokens: TokenService; services: AppServices; onMailer: (mailer: Mailer) => void },
) {
  const { livePlans, sms, paymentsService, rechargeWallet } = services;
  await app.register(
    async (api) => {
      // The API speaks JSON (and multipart where a route registers it): anything else is answered 415.
      api.removeContentTypeParser('text/plain');
      // API answers of 1 KB or more are compressed for a client that accepts it (brotli at a fast level, gzip).
      // Only here: the web app's files are compressed once at build time (plugins/web-app.ts). Request bodies
      // are never inflated, so a webhook's signature is checked on exactly the bytes that were sent.
      await api.register(fastifyCompress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        globalDecompression: false,
      });
      await api.register(authPlugin, { tokens });
      await api.register(auditPlugin);
      await api.register(healthRoutes);
      await api.register(catalogueRoutes, { plans: livePlans });
      await api.register(billsRoutes);
      await api.register(billerRoutes);
      await api.register(numbersRoutes);
      await api.register(meRoutes);
      await api.register(pushRoutes);
      await api.register(companyRoutes);
      await api.register(mailerPlugin);
      onMailer(api.mailer);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(twoFactorRoutes);
      await api.register(privacyRoutes, { sms });
      await api.register(phoneRoutes, { sms });
      await api.register(adminRoutes);
      await api.register(contactRoutes);
      await api.register(complaintRoutes);
      await api.register(orderRoutes);
      await api.register(paymentsRoutes, { service: paymentsService });
      await api.register(rechargeRoutes, { wallet: rechargeWallet });
    },
    { prefix: '/api' },
  );
}
