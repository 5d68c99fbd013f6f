import { userMessageResponseSchema } from '@paywise/domain/contracts/auth';
import { errorSchema } from '@paywise/domain/contracts/common';
import {
  authConfigSchema,
  otpLoginResponseSchema,
  sendSmsCodeRequestSchema,
  sendSmsCodeResponseSchema,
  smsPreferencesRequestSchema,
  verifySmsCodeRequestSchema,
} from '@paywise/domain/contracts/phone';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SmsSender } from '../../adapters/sms';
import { currentUser } from '../../plugins/auth';
import { requestLimit } from '../../plugins/rate-limit';
import { startSession, toUserDto } from '../accounts';
import {
  changeSmsUpdates,
  sendLoginCode,
  sendProfileCode,
  verifyLoginCode,
  verifyProfileCode,
  type PhoneDeps,
} from './service';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  409: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

const bodyMobile = (request: FastifyRequest) =>
  (request.body as { mobile?: string } | undefined)?.mobile ?? '';

/**
 * Sign in with a mobile number (/auth/otp/*), whether the web shows it (/auth/config), and the profile's verified
 * number and SMS preference (/users/mobile/*, /users/sms-preferences).
 */
export const phoneRoutes: FastifyPluginAsyncZod<{ sms: SmsSender }> = async (app, { sms }) => {
  const deps: PhoneDeps = {
    db: app.db,
    sms,
    secret: app.config.jwtSecret,
    host: new URL(app.config.appUrl).host,
    log: app.log,
  };
  // Every code SMS counts, sign-in and profile alike, in the shared rate-limit store (Redis when configured).
  const perAddress = requestLimit(app, app.config.rateLimits.smsPerAddress, (r) => `sms-address:${r.ip}`);
  const perNumber = requestLimit(
    app,
    app.config.rateLimits.smsPerNumber,
    (r) => `sms-number:${bodyMobile(r)}`,
  );

  app.get(
    '/auth/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in methods the web shows (phone sign-in is hidden without an SMS provider)',
        response: { 200: authConfigSchema },
      },
    },
    async () => ({ phoneSignIn: sms.kind !== 'none' }),
  );

  app.post(
    '/auth/otp/send',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Text a 6-digit sign-in code (valid 5 minutes; one per 30 s; 5 per number and 20 per address an hour). ' +
          'The same answer whether or not the number has an account.',
        body: sendSmsCodeRequestSchema,
        response: { 200: sendSmsCodeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await perAddress(request, reply);
      await perNumber(request, reply);
      return sendLoginCode(deps, request.body.mobile);
    },
  );

  app.post(
    '/auth/otp/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with the texted code: a session token like the email login; a first sign-in makes the account',
        body: verifySmsCodeRequestSchema,
        response: { 200: otpLoginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, isNewAccount } = await verifyLoginCode(deps, request.body.mobile, request.body.code);
      const token = await startSession(app.db, app.tokens, user);
      return {
        token,
        user: toUserDto(user),
        isNewAccount,
        message: isNewAccount ? 'Welcome to PayWise!' : `Welcome back, ${user.username}!`,
      };
    },
  );

  app.post(
    '/users/mobile/send-code',
    {
      schema: {
        tags: ['users'],
        summary:
          'Text a code to the number to verify for this profile (409 when another account has it verified)',
        body: sendSmsCodeRequestSchema,
        response: { 200: sendSmsCodeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await perAddress(request, reply);
      await perNumber(request, reply);
      return sendProfileCode(deps, currentUser(request), request.body.mobile);
    },
  );

  app.post(
    '/users/mobile/verify',
    {
      schema: {
        tags: ['users'],
        summary: "Make the number this profile's verified mobile (it then signs in to this account)",
        body: verifySmsCodeRequestSchema,
        response: { 200: userMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await verifyProfileCode(
        deps,
        currentUser(request),
        request.body.mobile,
        request.body.code,
      );
      return { user: toUserDto(user), message: 'Mobile number verified.' };
    },
  );

  app.put(
    '/users/sms-preferences',
    {
      schema: {
        tags: ['users'],
        summary: 'Turn order and refund SMS on or off (sign-in codes are always sent)',
        body: smsPreferencesRequestSchema,
        response: { 200: userMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await changeSmsUpdates(app.db, currentUser(request).id, request.body.smsUpdates);
      return {
        user: toUserDto(user),
        message: user.smsUpdates ? 'Order and refund SMS are on.' : 'Order and refund SMS are off.',
      };
    },
  );
};
