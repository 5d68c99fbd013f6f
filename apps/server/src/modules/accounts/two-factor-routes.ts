import { signedInResponseSchema } from '@paywise/domain/contracts/auth';
import { errorSchema } from '@paywise/domain/contracts/common';
import {
  twoFactorConfirmRequestSchema,
  twoFactorConfirmResponseSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorSignInRequestSchema,
} from '@paywise/domain/contracts/two-factor';
import { userMessageResponseSchema } from '@paywise/domain/contracts/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { failureLimit, limitBy } from '../../plugins/rate-limit';
import { toUserDto } from './repo';
import {
  challengeSubject,
  completeTwoFactorSignIn,
  confirmTwoFactor,
  disableTwoFactor,
  isWrongSecondFactor,
  startTwoFactorSetup,
} from './two-factor';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema };

/**
 * Wrong codes are counted per account (the signed-in user, or the account the sign-in's challenge names) and per
 * address, on every route that takes a code; past either, even a right code waits (decision 0047).
 */
function accountKey(request: FastifyRequest): string {
  if (request.user) return `2fa-wrong:${request.user.id}`;
  return `2fa-wrong:${challengeSubject((request.body as { challenge?: unknown } | undefined)?.challenge)}`;
}

/** Two-step sign-in: the code step of a sign-in, and enrolling and turning it off from the profile. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const wrongPerAccount = failureLimit(app, {
    rule: app.config.rateLimits.twoFactorWrongPerAccount,
    key: accountKey,
  });
  const wrongPerAddress = failureLimit(app, {
    rule: app.config.rateLimits.twoFactorWrongPerAddress,
    key: (request) => `2fa-wrong-address:${request.ip}`,
  });
  /** Runs `work` under both limits, counting a wrong code against each. */
  const limited = <T>(request: FastifyRequest, work: () => Promise<T>) =>
    wrongPerAddress.run(
      request,
      () => wrongPerAccount.run(request, work, isWrongSecondFactor),
      isWrongSecondFactor,
    );
  const { jwtSecret } = app.config;

  app.post(
    '/auth/two-factor',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          "Second step of a sign-in with two-step sign-in on: the login's challenge and the authenticator's code " +
          '(or a recovery code, used up) give the session',
        body: twoFactorSignInRequestSchema,
        response: { 200: signedInResponseSchema, ...errors },
      },
    },
    async (request) =>
      limited(request, () =>
        completeTwoFactorSignIn(app.db, { tokens: app.tokens, jwtSecret, input: request.body }),
      ),
  );

  app.post(
    '/users/me/two-factor/setup',
    {
      config: {
        // The password is checked: guesses are limited like a password change's.
        rateLimit: {
          ...limitBy(
            app.config.rateLimits.login,
            (request) => `change-password:${request.user?.id ?? request.ip}`,
          ),
          hook: 'preHandler',
        },
      },
      schema: {
        tags: ['users'],
        summary:
          'Start turning on two-step sign-in (with the password): the new secret, as an otpauth:// address for the ' +
          'QR code and as a key to type; shown this once, confirmed with a code',
        body: twoFactorSetupRequestSchema,
        response: { 200: twoFactorSetupResponseSchema, ...errors },
      },
    },
    async (request) => {
      const setup = await startTwoFactorSetup(app.db, {
        jwtSecret,
        user: currentUser(request),
        password: request.body.password,
      });
      return {
        ...setup,
        message: 'Scan the QR code with your authenticator app, then enter the code it shows.',
      };
    },
  );

  app.post(
    '/users/me/two-factor/confirm',
    {
      schema: {
        tags: ['users'],
        summary:
          'Confirm the enrolment with a code: two-step sign-in is on; the recovery codes are answered this once',
        body: twoFactorConfirmRequestSchema,
        response: { 200: twoFactorConfirmResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, recoveryCodes } = await limited(request, () =>
        confirmTwoFactor(app.db, { jwtSecret, user: currentUser(request), code: request.body.code }),
      );
      return {
        recoveryCodes,
        user: toUserDto(user),
        message: 'Two-step sign-in is on. Keep your recovery codes somewhere safe: they are shown only now.',
      };
    },
  );

  app.post(
    '/users/me/two-factor/disable',
    {
      config: {
        rateLimit: {
          ...limitBy(
            app.config.rateLimits.login,
            (request) => `change-password:${request.user?.id ?? request.ip}`,
          ),
          hook: 'preHandler',
        },
      },
      schema: {
        tags: ['users'],
        summary: 'Turn off two-step sign-in, with the password and a code (or a recovery code)',
        body: twoFactorDisableRequestSchema,
        response: { 200: userMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await limited(request, () =>
        disableTwoFactor(app.db, { jwtSecret, user: currentUser(request), input: request.body }),
      );
      return { user: toUserDto(user), message: 'Two-step sign-in is off.' };
    },
  );
};
