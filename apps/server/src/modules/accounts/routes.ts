import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  forgotPasswordRequestSchema,
  listUsersQuerySchema,
  listUsersResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  updateProfileRequestSchema,
  userMessageResponseSchema,
  userSchema,
  verifyEmailRequestSchema,
} from '@paywise/domain/contracts/auth';
import { errorSchema, messageSchema } from '@paywise/domain/contracts/common';
import { preferencesSchema, preferencesUpdateSchema } from '@paywise/domain/contracts/preferences';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { currentSessionId, currentUser } from '../../plugins/auth';
import { emailKeyPart, failureLimit, limitBy, requestLimit } from '../../plugins/rate-limit';
import {
  authenticate,
  bumpTokenVersion,
  changePassword,
  endSession,
  listUsers,
  numberRemovedByReset,
  PASSWORD_RESET_DONE,
  registerUser,
  RESET_CODE_SENT,
  resetPassword,
  savePreferences,
  sendPasswordResetCode,
  sendVerificationCode,
  startSession,
  toUserDto,
  updateProfile,
  verifyEmailCode,
} from './service';
import type { TokenService } from './tokens';
import { signInAnswer } from './two-factor';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies session tokens (decorated in app.ts). */
    tokens: TokenService;
  }
}

const authErrors = {
  400: errorSchema,
  401: errorSchema,
  409: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

/** The request body's email as a rate-limit key part (a keyed hash: no email in Redis keys). */
const bodyEmailKey = (secret: string, request: FastifyRequest) =>
  emailKeyPart(secret, (request.body as { email?: unknown } | undefined)?.email);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jwtSecret } = app.config;
  /** Login attempts are counted per address and account, so one noisy address cannot lock others out. */
  const loginKey = (request: FastifyRequest) => `login:${request.ip}:${bodyEmailKey(jwtSecret, request)}`;

  // Failed logins per address across every email (password spraying); successful ones are not counted, and past
  // the limit a right password still signs in (wrong ones are all the same 429), since many customers can share
  // one carrier address (decision 0048).
  const failedLogins = failureLimit(app, {
    rule: app.config.rateLimits.loginAddress,
    key: (request) => `login-failed:${request.ip}`,
    successPastLimit: true,
  });

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
        response: { 201: messageSchema, ...authErrors },
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
        response: { 200: loginResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      // Past the address's failures the password is still checked (the hash queue bounds what that costs).
      const user = await failedLogins.run(
        request,
        () => authenticate(app.db, request.body),
        (error) => error instanceof AppError && error.statusCode === 401,
      );
      // With two-step sign-in on, the answer is a challenge for the code step, not a session (decision 0047).
      return signInAnswer(app.db, {
        tokens: app.tokens,
        jwtSecret: app.config.jwtSecret,
        user,
        message: `Welcome back, ${user.username}!`,
      });
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: {
        access: 'public',
        // Per address, known email or not (a limit per account would tell which emails have one).
        rateLimit: limitBy(app.config.rateLimits.otp, (request) => `forgot-password:${request.ip}`),
      },
      schema: {
        tags: ['auth'],
        summary: 'Email a 6-digit code to set a new password ("Forgot password?")',
        description:
          'Answers the same message whether or not an account uses the email; the code (valid 10 minutes) is ' +
          'sent with the rules of the verification code: one per 30 seconds, at most 10 per user and address in ' +
          '24 hours (a request over them is answered alike and sends nothing).',
        body: forgotPasswordRequestSchema,
        response: { 200: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await sendPasswordResetCode(app.db, {
        mailer: app.mailer,
        secret: app.config.jwtSecret,
        email: request.body.email,
        log: request.log,
      });
      return { message: RESET_CODE_SENT };
    },
  );

  // Counted before any work, per address and across all of them: a flood of resets (unknown emails, many
  // addresses) cannot crowd out logins.
  const resetsPerAddress = requestLimit(app, {
    rule: app.config.rateLimits.resetPerAddress,
    key: (request) => `reset-password-address:${request.ip}`,
  });
  const resetsEverywhere = requestLimit(app, {
    rule: app.config.rateLimits.resetGlobal,
    key: () => 'reset-password-all',
  });

  app.post(
    '/auth/reset-password',
    {
      config: {
        access: 'public',
        // Code guesses per account (5 wrong tries also void the code) and per address.
        rateLimit: {
          ...limitBy(
            app.config.rateLimits.otp,
            (request) => `reset-password:${bodyEmailKey(jwtSecret, request)}`,
          ),
          hook: 'preHandler',
        },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the emailed code; every earlier session ends, and this one signs in; a ' +
          'sign-in number the owner never confirmed is taken off (removedMobileEnding)',
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema, 400: errorSchema, 429: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      await resetsPerAddress(request, reply);
      await resetsEverywhere(request, reply);
      const { user, tokenVersion, removedMobileEnding } = await resetPassword(
        app.db,
        app.config.jwtSecret,
        request.body,
      );
      // The code of the mail proves the mailbox, not the authenticator: with two-step sign-in on, the password is
      // changed and the session still needs the code (decision 0047).
      const answer = await signInAnswer(app.db, {
        tokens: app.tokens,
        jwtSecret: app.config.jwtSecret,
        user: { ...user, tokenVersion },
        message: PASSWORD_RESET_DONE,
      });
      if (!removedMobileEnding) return answer;
      return {
        ...answer,
        message: `${answer.message} ${numberRemovedByReset(removedMobileEnding)}`,
        removedMobileEnding,
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Log out: the token's session ends on every server process (the account's other sessions go on)",
        response: { 200: messageSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await endSession(app.db, currentUser(request).id, currentSessionId(request));
      return { message: 'You have been logged out.' };
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

const userErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema };

/** Keyed by the signed-in user; runs after authentication (preHandler) so the user is known. */
const byUser = (prefix: string) => (request: { user: { id: number } | null; ip: string }) =>
  `${prefix}:${request.user?.id ?? request.ip}`;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: userSchema, 401: errorSchema },
      },
    },
    async (request) => toUserDto(currentUser(request)),
  );

  app.put(
    '/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update username, phone number and date of birth (the email cannot be changed)',
        body: updateProfileRequestSchema,
        response: { 200: userMessageResponseSchema, ...userErrors },
      },
    },
    async (request) => {
      const user = await updateProfile(app.db, currentUser(request), request.body);
      return { user: toUserDto(user), message: 'Profile updated successfully!' };
    },
  );

  app.put(
    '/users/me/preferences',
    {
      schema: {
        tags: ['users'],
        summary:
          "Save the customer's language on the account ('en', 'hi' or 'ta'): their mails, SMS and PDF receipts are written in it",
        body: preferencesUpdateSchema,
        response: { 200: preferencesSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => savePreferences(app.db, currentUser(request), request.body),
  );

  app.put(
    '/users/change-password',
    {
      config: {
        // Guessing the old password with a stolen token is limited like login attempts.
        rateLimit: { ...limitBy(app.config.rateLimits.login, byUser('change-password')), hook: 'preHandler' },
      },
      schema: {
        tags: ['users'],
        summary: 'Change the password; every earlier token stops working and a new one is returned',
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, ...userErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const tokenVersion = await changePassword(app.db, user, request.body);
      const token = await startSession(app.db, app.tokens, { id: user.id, tokenVersion });
      return { message: 'Password changed successfully!', token };
    },
  );

  app.post(
    '/users/send-verification-email',
    {
      schema: {
        tags: ['users'],
        summary:
          'Email a 6-digit verification code (valid 10 minutes, one per 30 seconds, at most 10 per user and address in 24 hours)',
        body: z.strictObject({}).nullish(),
        response: { 200: messageSchema, ...userErrors, 503: errorSchema },
      },
    },
    async (request) => {
      await sendVerificationCode(app.db, {
        mailer: app.mailer,
        secret: app.config.jwtSecret,
        user: currentUser(request),
        log: request.log,
      });
      return { message: 'OTP sent to your email.' };
    },
  );

  app.post(
    '/users/verify-email',
    {
      config: {
        rateLimit: { ...limitBy(app.config.rateLimits.otp, byUser('otp')), hook: 'preHandler' },
      },
      schema: {
        tags: ['users'],
        summary: 'Verify the email with the emailed code',
        body: verifyEmailRequestSchema,
        response: { 200: userMessageResponseSchema, ...userErrors },
      },
    },
    async (request) => {
      const user = await verifyEmailCode(app.db, {
        secret: app.config.jwtSecret,
        userId: currentUser(request).id,
        otp: request.body.otp,
      });
      return { user: toUserDto(user), message: 'Email verified successfully!' };
    },
  );

  app.get(
    '/users',
    {
      config: { access: 'admin', audit: 'users.list' },
      schema: {
        tags: ['users'],
        summary: 'All users, newest first (admin)',
        querystring: listUsersQuerySchema,
        response: { 200: listUsersResponseSchema, ...userErrors },
      },
    },
    async (request) => {
      const result = await listUsers(app.db, request.query);
      return { users: result.users.map(toUserDto), total: result.total };
    },
  );
};
