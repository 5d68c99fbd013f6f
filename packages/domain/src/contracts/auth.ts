import { z } from 'zod';
import { mobileNumberField } from './mobile';
import { languageSchema } from './preferences';
import { hasControlCharacter, readableText } from './text';

/**
 * Accounts: the request and response bodies of /auth/* and /users/*, shared by the server routes and the
 * browser forms. Request objects are strict: an unknown field is a 400, not silently ignored.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 50;
export const OTP_LENGTH = 6;
/** Seconds between two verification emails (docs/product.md#accounts). */
export const OTP_RESEND_SECONDS = 30;

export const roleSchema = z.enum(['ADMIN', 'CUSTOMER']);
export type Role = z.infer<typeof roleSchema>;

/** PostgreSQL text cannot hold U+0000: such input is refused as bad input (400), never a database error. */
const hasNoNul = (value: string) => !value.includes('\u0000');
const NUL_MESSAGE = 'must not contain a NUL character';

/**
 * Shown to admins and in greetings: no hidden text-direction characters, no control characters (one line of
 * visible text, as a nickname), one Unicode form (NFC).
 */
export const usernameSchema = readableText(
  z
    .string()
    .normalize('NFC')
    .trim()
    .refine(hasNoNul, NUL_MESSAGE)
    .refine(
      (value) => value.includes('\u0000') || !hasControlCharacter(value),
      'Username must not contain control characters.',
    )
    .min(1, 'Username is required.')
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters.`),
  'Username',
);

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .refine(hasNoNul, NUL_MESSAGE)
  .pipe(z.email('Please enter a valid email address.'));

/** Length only: no composition rules (the server also refuses the most common passwords). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** Any stored password is accepted at login; the upper bound only keeps hashing cheap for huge inputs. */
export const existingPasswordSchema = z
  .string()
  .min(1, 'Password is required.')
  .max(PASSWORD_MAX_LENGTH, 'Password is incorrect.');

/** Empty, or a mobile number as people write it ('+91 98450 12345' is kept as 9845012345). */
export const phoneNumberSchema = mobileNumberField(
  z
    .string()
    .trim()
    .regex(/^(\d{10})?$/, 'Phone number must be 10 digits.'),
);

function isRealPastDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && year >= 1900 && date.getTime() < Date.now();
}

export const dateOfBirthSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isRealPastDate(v), 'Date of birth must be a real past date (YYYY-MM-DD).');

export const registerRequestSchema = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required.')
    .max(254, 'Email is too long.')
    .refine(hasNoNul, NUL_MESSAGE),
  password: existingPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Empty (or null) phone number / date of birth clears the field. */
export const updateProfileRequestSchema = z.strictObject({
  username: usernameSchema,
  phoneNumber: phoneNumberSchema.nullable(),
  dateOfBirth: dateOfBirthSchema.nullable(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({
  oldPassword: existingPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const verifyEmailRequestSchema = z.strictObject({
  otp: z.string().regex(/^\d{6}$/, 'Please enter the complete 6-digit OTP.'),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** POST /api/auth/forgot-password: the email of the account whose password was forgotten. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/auth/reset-password: the emailed code and the new password (answered like a login). */
export const resetPasswordRequestSchema = z.strictObject({
  email: emailSchema,
  otp: z.string().regex(/^\d{6}$/, 'Please enter the complete 6-digit code.'),
  newPassword: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The one shape a user ever leaves the server in: never a password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Null for an account made by signing in with a mobile number. */
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The phone number was proven with an SMS code: it signs in to this account. */
  isMobileVerified: z.boolean(),
  /** Transactional SMS (order completed, refund started) are sent to the verified number. */
  smsUpdates: z.boolean(),
  dateOfBirth: z.string().nullable(),
  isEmailVerified: z.boolean(),
  role: roleSchema,
  /** Two-step sign-in (an authenticator app's code after the password) is on (decision 0047). */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  /**
   * The language saved on the account (mails, SMS, receipts), null until the customer chooses one. The server
   * always sends it; optional so that a session stored by a browser before it existed still reads.
   */
  language: languageSchema.nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** A sign-in that opened a session: its token and user. */
export const signedInResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
  message: z.string(),
});
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

/**
 * The password was right but the account has two-step sign-in on (decision 0047): no session yet. `challenge` is a
 * short-lived token (5 minutes) that POST /api/auth/two-factor takes with the authenticator's code.
 */
export const twoFactorChallengeResponseSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  message: z.string(),
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponseSchema>;

export const loginResponseSchema = z.union([signedInResponseSchema, twoFactorChallengeResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * A password reset signs in like a login (with two-step sign-in on, it answers the challenge instead: the password
 * is changed, the session needs the code); `removedMobileEnding`: the last 4 digits of a sign-in number the reset
 * took off the account because its owner never confirmed it (decision 0042).
 */
const removedMobile = { removedMobileEnding: z.string().optional() };
export const resetPasswordResponseSchema = z.union([
  signedInResponseSchema.extend(removedMobile),
  twoFactorChallengeResponseSchema.extend(removedMobile),
]);
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

export const userMessageResponseSchema = z.object({ user: userSchema, message: z.string() });
export type UserMessageResponse = z.infer<typeof userMessageResponseSchema>;

/** A password change revokes every earlier token; the caller's session continues with this new one. */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const listUsersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).refine(hasNoNul, NUL_MESSAGE).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const listUsersResponseSchema = z.object({ users: z.array(userSchema), total: z.number().int() });
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
