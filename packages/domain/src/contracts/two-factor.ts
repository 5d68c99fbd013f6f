import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, userSchema } from './auth';

/**
 * Two-step sign-in with an authenticator app (TOTP, decision 0047): enrolment from the profile, the code step of a
 * sign-in, and turning it off.
 */

/** Recovery codes given at enrolment, each usable once in place of a code. */
export const RECOVERY_CODE_COUNT = 10;

/** An authenticator's code: 6 digits (spaces typed or pasted between them are dropped). */
const totpCode = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6-digit code of your authenticator app'));

/** A 6-digit code, or a recovery code (`xxxx-xxxx-xxxx`, letters and digits, case and dashes ignored). */
const codeOrRecovery = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        /^(\d{6}|[a-z2-7]{12})$/,
        'must be the 6-digit code of your authenticator app, or a recovery code',
      ),
  );

const password = z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH);

/** Starts an enrolment: the password again (a stolen session alone cannot tie the account to another phone). */
export const twoFactorSetupRequestSchema = z.strictObject({ password });
export type TwoFactorSetupRequest = z.input<typeof twoFactorSetupRequestSchema>;

/** The secret, shown once: as an otpauth:// address for the QR code and as the key to type by hand. */
export const twoFactorSetupResponseSchema = z.object({
  otpauthUri: z.string(),
  manualKey: z.string(),
  message: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

export const twoFactorConfirmRequestSchema = z.strictObject({ code: totpCode });
export type TwoFactorConfirmRequest = z.input<typeof twoFactorConfirmRequestSchema>;

/** Two-step sign-in is on: the recovery codes, shown this once (only their hashes are kept). */
export const twoFactorConfirmResponseSchema = z.object({
  recoveryCodes: z.array(z.string()),
  user: userSchema,
  message: z.string(),
});
export type TwoFactorConfirmResponse = z.infer<typeof twoFactorConfirmResponseSchema>;

/** Turning it off asks for the password and a code (or a recovery code). */
export const twoFactorDisableRequestSchema = z.strictObject({ password, code: codeOrRecovery });
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequestSchema>;

/** The second step of a sign-in: the login's challenge and a code (or a recovery code, used up). */
export const twoFactorSignInRequestSchema = z.strictObject({
  challenge: z.string().min(1).max(2048),
  code: codeOrRecovery,
});
export type TwoFactorSignInRequest = z.input<typeof twoFactorSignInRequestSchema>;
