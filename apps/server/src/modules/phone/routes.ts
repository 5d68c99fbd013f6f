import { userMessageResponseSchema } from '@paywise/domain/contracts/auth';
import { errorSchema } from '@paywise/domain/contracts/common';
import {
  authConfigSchema,
  otpLoginResponseSchema,
  sendProfileCodeRequestSchema,
  sendSmsCodeRequestSchema,
  sendSmsCodeResponseSchema,
  smsPreferencesRequestSchema,
  verifySmsCodeRequestSchema,
} from '@paywise/domain/contracts/phone';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SmsSender } from '../../adapters/sms';
import { currentUser } from '../../plugins/auth';
import { linkSecret } from '../../lib/signed-link';
import { AppError } from '../../lib/app-error';
import { failureLimit, requestLimit } from '../../plugins/rate-limit';
import { assertSmsSignInAllowed, startSession, toUserDto } from '../accounts';
import {
  changeSmsUpdates,
  isRemoveNumberToken,
  removeNumberByLink,
  sendLoginCode,
  sendProfileCode,
  tellNumberCodesArePaused,
  verifyLoginCode,
  verifyProfileCode,
  type ProfileNumberDeps,
} from './service';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  409: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · PayWise</title>` +
  '<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family: ' +
  `system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">${body}</body></html>`;
// A form, not an action on GET: mail scanners open links, and must not remove the number by doing so.
const confirmRemovalPage = (token: string) =>
  page(
    'Remove the sign-in number',
    '<h1 style="font-size: 1.25rem">Remove this mobile number from your account?</h1><p>It will no longer sign ' +
      'in to your PayWise account, and every device signed in to it will be signed out.</p>' +
      `<form method="post" action="/api/users/mobile/remove?token=${encodeURIComponent(token)}">` +
      '<button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">Remove the number and sign out ' +
      'everywhere</button></form>',
  );
const removedPage = page(
  'Number removed',
  '<h1 style="font-size: 1.25rem">The number is removed</h1><p>It no longer signs in to your PayWise account, ' +
    'and every device has been signed out. Sign in with your email and change your password.</p>',
);
const alreadyGonePage = page(
  'Number removed',
  '<h1 style="font-size: 1.25rem">Nothing to remove</h1><p>This number no longer signs in to your PayWise ' +
    'account.</p>',
);
const invalidLinkPage = page(
  'Link not valid',
  '<h1 style="font-size: 1.25rem">This link is not valid</h1><p>Open the link from the mail again.</p>',
);

const bodyMobile = (request: FastifyRequest) =>
  (request.body as { mobile?: string } | undefined)?.mobile ?? '';

/**
 * Sign in with a mobile number (/auth/otp/*), whether the web shows it (/auth/config), and the profile's verified
 * number and SMS preference (/users/mobile/*, /users/sms-preferences).
 */
export const phoneRoutes: FastifyPluginAsyncZod<{ sms: SmsSender }> = async (app, { sms }) => {
  const deps: ProfileNumberDeps = {
    db: app.db,
    sms,
    mailer: app.mailer,
    appUrl: app.config.appUrl,
    linkSecret: linkSecret(app.config.jwtSecret, 'sign-in-number'),
    secret: app.config.jwtSecret,
    host: new URL(app.config.appUrl).host,
    log: app.log,
  };
  // The mail link's page posts its button as an empty form (/users/mobile/remove): only in this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  // Every code SMS counts, sign-in and profile alike, in the shared rate-limit store (Redis when configured).
  const perAddress = requestLimit(app, {
    rule: app.config.rateLimits.smsPerAddress,
    key: (r) => `sms-address:${r.ip}`,
  });
  const perNumber = requestLimit(app, {
    rule: app.config.rateLimits.smsPerNumber,
    key: (r) => `sms-number:${bodyMobile(r)}`,
  });
  // Wrong sign-in codes per address across numbers, and per number across codes and addresses: a guesser moving
  // from number to number, or many addresses at one number, is stopped here; a code's own 5 tries count only the
  // address that asked for it, so someone else's guesses never void the owner's code (decision 0048).
  const wrongCodesPerAddress = failureLimit(app, {
    rule: app.config.rateLimits.smsCodeWrongPerAddress,
    key: (r) => `sms-code-wrong-address:${r.ip}`,
  });
  const wrongCodesPerNumber = failureLimit(app, {
    rule: app.config.rateLimits.smsCodeWrongPerNumber,
    key: (r) => `sms-code-wrong-number:${bodyMobile(r)}`,
    // The number's owner is told its codes are paused (not awaited: the answer stays the same one).
    onLimitReached: (r) => void tellNumberCodesArePaused(deps, bodyMobile(r)),
  });
  const isWrongCode = (error: unknown) => error instanceof AppError && error.code === 'CODE_INVALID';
  // A stolen session guessing the account's password, and guesses of profile codes, per account and per address.
  const passwordTries = requestLimit(app, {
    rule: app.config.rateLimits.login,
    key: (r) => `mobile-password:${r.user?.id ?? r.ip}`,
  });
  const profileCodeTries = requestLimit(app, {
    rule: app.config.rateLimits.otp,
    key: (r) => `mobile-verify:${r.user?.id ?? r.ip}`,
  });
  const profileCodeTriesPerAddress = requestLimit(app, {
    rule: app.config.rateLimits.otp,
    key: (r) => `mobile-verify-address:${r.ip}`,
  });

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
      return sendLoginCode(deps, request.body.mobile, request.ip);
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
      const { mobile, code } = request.body;
      const { user, isNewAccount } = await wrongCodesPerAddress.run(
        request,
        () =>
          wrongCodesPerNumber.run(
            request,
            () => verifyLoginCode(deps, { mobile, code, address: request.ip }),
            isWrongCode,
          ),
        isWrongCode,
      );
      // A texted code is not the authenticator's: an account with two-step sign-in signs in with its password and
      // its code (decision 0047). Checked after the code, so the answer tells nobody else about the account.
      assertSmsSignInAllowed(user);
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
          'Text a code to the number to verify for this profile: needs the password and a verified email ' +
          '(403 otherwise); whether another account has the number is said only at verify, after the code',
        body: sendProfileCodeRequestSchema,
        response: { 200: sendSmsCodeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await passwordTries(request, reply);
      await perAddress(request, reply);
      await perNumber(request, reply);
      return sendProfileCode(deps, currentUser(request), request.body);
    },
  );

  app.post(
    '/users/mobile/verify',
    {
      schema: {
        tags: ['users'],
        summary:
          "Make the number this profile's verified mobile (it then signs in to this account; the owner's email " +
          'is told); 409 when another account has it verified, only after a right code',
        body: verifySmsCodeRequestSchema,
        response: { 200: userMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await profileCodeTries(request, reply);
      await profileCodeTriesPerAddress(request, reply);
      const user = await verifyProfileCode(deps, currentUser(request), request.body);
      return { user: toUserDto(user), message: 'Mobile number verified.' };
    },
  );

  const removeSchema = {
    tags: ['users'],
    querystring: z.object({ token: z.string().max(200, 'is not valid') }),
    response: { 200: z.string().describe('A small HTML page'), 400: errorSchema },
  };
  app.get(
    '/users/mobile/remove',
    {
      config: { access: 'public' },
      schema: {
        ...removeSchema,
        summary: 'The "Not you?" link of the sign-in number mail: a page with the button that removes it',
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const page = isRemoveNumberToken(deps, token) ? confirmRemovalPage(token) : invalidLinkPage;
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    },
  );
  app.post(
    '/users/mobile/remove',
    {
      config: { access: 'public' },
      schema: {
        ...removeSchema,
        summary: "Take the mail's number off the account and end every session of it",
      },
    },
    async (request, reply) => {
      const removed = await removeNumberByLink(deps, request.query.token);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(removed ? removedPage : alreadyGonePage);
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
