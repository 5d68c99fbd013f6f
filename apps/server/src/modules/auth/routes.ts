import {
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
} from '@paywise/domain/contracts/auth';
import { errorSchema, messageSchema } from '@paywise/domain/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { failureLimit, limitBy } from '../../plugins/rate-limit';
import { toUserDto } from '../users/repo';
import { authenticate, bumpTokenVersion, registerUser } from './service';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies session tokens (decorated in app.ts). */
    tokens: TokenService;
  }
}

const errors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema, 503: errorSchema };

/** Login attempts are counted per address and account, so one noisy address cannot lock others out. */
function loginKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `login:${request.ip}:${email}`;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Failed logins per address across every email (password spraying); successful ones are not counted, since
  // many customers can share one carrier address.
  const failedLogins = failureLimit(
    app,
    app.config.rateLimits.loginAddress,
    (request) => `login-failed:${request.ip}`,
  );

  app.post(
    '/auth/register',
    {
      config: {
        access: 'public',
        rateLimit: limitBy(app.config.rateLimits.register, (request) => `register:${request.ip}`),
      },
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account',
        body: registerRequestSchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await registerUser(app.db, request.body);
      return reply.status(201).send({ message: 'Registration successful! Please login.' });
    },
  );

  app.post(
    '/auth/login',
    {
      config: {
        access: 'public',
        // After body parsing (preHandler): the key needs the email.
        rateLimit: { ...limitBy(app.config.rateLimits.login, loginKey), hook: 'preHandler' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => {
      // Checked before any password is hashed: an address over its failures costs nothing more.
      const user = await failedLogins.run(
        request,
        () => authenticate(app.db, request.body),
        (error) => error instanceof AppError && error.statusCode === 401,
      );
      const token = await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
      return { token, user: toUserDto(user), message: `Welcome back, ${user.username}!` };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: every token issued so far stops working',
        response: { 200: messageSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await bumpTokenVersion(app.db, currentUser(request).id);
      return { message: 'You have been signed out on every device.' };
    },
  );
};
