import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  listUsersQuerySchema,
  listUsersResponseSchema,
  updateProfileRequestSchema,
  userMessageResponseSchema,
  userSchema,
  verifyEmailRequestSchema,
} from '@paywise/domain/contracts/auth';
import { errorSchema, messageSchema } from '@paywise/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { limitBy } from '../../plugins/rate-limit';
import { listUsers, toUserDto } from './repo';
import { changePassword, sendVerificationCode, updateProfile, verifyEmailCode } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema };

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
        response: { 200: userMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await updateProfile(app.db, currentUser(request).id, request.body);
      return { user: toUserDto(user), message: 'Profile updated successfully!' };
    },
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
        response: { 200: changePasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const tokenVersion = await changePassword(app.db, user, request.body);
      const token = await app.tokens.sign({ userId: user.id, tokenVersion });
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
        response: { 200: messageSchema, ...errors, 503: errorSchema },
      },
    },
    async (request) => {
      await sendVerificationCode(app.db, app.mailer, app.config.jwtSecret, currentUser(request), request.log);
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
        response: { 200: userMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await verifyEmailCode(
        app.db,
        app.config.jwtSecret,
        currentUser(request).id,
        request.body.otp,
      );
      return { user: toUserDto(user), message: 'Email verified successfully!' };
    },
  );

  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'All users, newest first (admin)',
        querystring: listUsersQuerySchema,
        response: { 200: listUsersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await listUsers(app.db, request.query);
      return { users: result.users.map(toUserDto), total: result.total };
    },
  );
};
