import { z } from 'zod';
import { findCircle } from '../catalogue/circles';
import { identifierRuleError, normalizeIdentifier } from '../catalogue/form-rules';
import { findOperator } from '../catalogue/operators';
import { isServiceSlug, SERVICES } from '../catalogue/services';
import { SERVICE_SLUGS, type ServiceSlug } from '../catalogue/types';
import { hasControlCharacter, readableText } from './text';

/** Recent entries a service page is given (the chips show about six). */
export const RECENTS_LIMIT = 10;
/** Saved numbers and billers a customer may keep. */
export const SAVED_NUMBERS_LIMIT = 50;
export const NICKNAME_MAX_LENGTH = 40;

/** A service slug of the catalogue; anything else is named in the 400 (cut short, so the answer stays small). */
const serviceSlugSchema = z
  .string({ error: 'is required' })
  .refine(isServiceSlug, {
    error: (issue) =>
      `'${String(issue.input).slice(0, 40)}' is not a service (one of ${SERVICE_SLUGS.join(', ')})`,
  })
  .transform((value) => value as ServiceSlug);

/** GET /api/me/recents?service=mobile */
export const recentsQuerySchema = z.object({ service: serviceSlugSchema });

/** One identifier the customer paid for on that service, from their newest paid order for it. */
export const recentNumberSchema = z.object({
  /** The mobile number (mobile, data card) or the account number. */
  identifier: z.string(),
  operator: z.string(),
  circle: z.string().nullable(),
  /** Rupees: the amount of that order (the plan's price for a recharge). */
  lastAmount: z.number(),
  /** Rupees: what the customer actually paid for that order (the amount less any discount, plus any fee). */
  lastPaidAmount: z.number(),
  /** ISO time the newest order for it was placed (and paid: only paid orders count). */
  lastPaidAt: z.string(),
  /** The customer's nickname when they saved this number for this service. */
  nickname: z.string().optional(),
});

export const recentsSchema = z.object({ recents: z.array(recentNumberSchema) });

/** A nickname: trimmed, NFC, at most 40 characters, nothing hidden; empty means none. */
export const nicknameSchema = readableText(
  z
    .string()
    .normalize('NFC')
    .trim()
    .max(NICKNAME_MAX_LENGTH, `must be at most ${NICKNAME_MAX_LENGTH} characters`)
    .refine((value) => !hasControlCharacter(value), 'must not contain control characters'),
);

/**
 * POST /api/me/saved. The identifier, operator and circle are checked by the service's own catalogue rules (the
 * ones an order of that page meets) and stored in the catalogue's spelling, as an order would store them.
 */
export const savedNumberCreateSchema = z
  .object({
    service: serviceSlugSchema,
    identifier: z.string({ error: 'is required' }).max(200, 'is too long'),
    operator: z.string({ error: 'is required' }).max(200, 'is too long'),
    circle: z.string().max(200, 'is too long').nullish(),
    nickname: nicknameSchema.nullish(),
  })
  .transform((body, ctx) => {
    const def = SERVICES[body.service];
    if (identifierRuleError(def, body.identifier) !== null) {
      ctx.addIssue({ code: 'custom', path: ['identifier'], message: `must be ${def.identifier.ruleText}` });
      return z.NEVER;
    }
    const operator = findOperator(def.operatorList, body.operator);
    if (!operator) {
      ctx.addIssue({
        code: 'custom',
        path: ['operator'],
        message: `is not one of the ${def.tileLabel} operators`,
      });
      return z.NEVER;
    }
    const hasCircle = body.circle !== undefined && body.circle !== null && body.circle.trim() !== '';
    const circle = hasCircle ? findCircle(body.circle!) : undefined;
    if (hasCircle && !def.hasCircle) {
      ctx.addIssue({ code: 'custom', path: ['circle'], message: `must be empty for ${def.tileLabel}` });
      return z.NEVER;
    }
    if (hasCircle && !circle) {
      ctx.addIssue({ code: 'custom', path: ['circle'], message: 'is not one of the telecom circles' });
      return z.NEVER;
    }
    return {
      service: body.service,
      identifier: normalizeIdentifier(def, body.identifier),
      operator: operator.name,
      circle: circle?.name ?? null,
      nickname: body.nickname ? body.nickname : null,
    };
  });

export const savedNumberSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  identifier: z.string(),
  operator: z.string(),
  circle: z.string().nullable(),
  nickname: z.string().nullable(),
  /** Bill due reminders by email for this biller (services with bills; on when saved). */
  reminders: z.boolean(),
  createdAt: z.string(),
});

/** PATCH /api/me/saved/{id}: turn a saved biller's bill reminders on or off. */
export const savedNumberUpdateSchema = z.object({ reminders: z.boolean({ error: 'must be true or false' }) });
export type SavedNumberUpdate = z.infer<typeof savedNumberUpdateSchema>;

/** GET /api/me/saved?service= (optional: every service without it), newest first. */
export const savedQuerySchema = z.object({ service: serviceSlugSchema.optional() });
export const savedListSchema = z.object({ saved: z.array(savedNumberSchema) });

/** DELETE and PATCH /api/me/saved/{id} */
export const savedParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'must be a saved number id' })
    .int('must be a saved number id')
    .positive('must be a saved number id')
    .max(2147483647, 'must be a saved number id'),
});

export type RecentsQuery = z.infer<typeof recentsQuerySchema>;
export type RecentNumberDto = z.infer<typeof recentNumberSchema>;
export type RecentsDto = z.infer<typeof recentsSchema>;
export type SavedNumberCreateInput = z.input<typeof savedNumberCreateSchema>;
export type SavedNumberCreate = z.output<typeof savedNumberCreateSchema>;
export type SavedNumberDto = z.infer<typeof savedNumberSchema>;
export type SavedListDto = z.infer<typeof savedListSchema>;

/**
 * GET /api/me/upi: the UPI ID of the customer's last successful UPI payment, offered in their payment sheet. The
 * full ID only to its owner (this call); `masked` is how lists show it (ra***@okaxis). Both null when none is kept.
 */
export const lastUpiSchema = z.object({ vpa: z.string().nullable(), masked: z.string().nullable() });
export type LastUpiDto = z.infer<typeof lastUpiSchema>;
