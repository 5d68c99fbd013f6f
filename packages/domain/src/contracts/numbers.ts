import { z } from 'zod';
import { MOBILE_NUMBER_PATTERN } from '../catalogue/mobile-number';
import { mobileNumberField } from './mobile';

/** GET /api/mobile/lookup?number=: the 10 digits, or the number as people write it ('+91 98450 12345'). */
export const mobileLookupQuerySchema = z.object({
  number: mobileNumberField(
    z.string().regex(MOBILE_NUMBER_PATTERN, 'must be a 10-digit mobile number starting with 6, 7, 8 or 9'),
    'is required',
  ),
});

/**
 * Where an answer comes from, in the order they are asked: `history` is the customer's own last paid order for the
 * number (so a number ported to another operator keeps working for them), `provider` the recharge aggregator's
 * operator details (RECHARGE_PROVIDER=setu), `series` the numbering plan's allocation of its first four digits
 * (a guess: mobile number portability keeps the digits when the operator changes).
 */
export const LOOKUP_SOURCES = ['history', 'provider', 'series'] as const;
export type LookupSource = (typeof LOOKUP_SOURCES)[number];

export const mobileLookupSchema = z.object({
  /** A MOBILE operator of the catalogue (Airtel, Jio, Vi, BSNL, MTNL). */
  operator: z.string(),
  /** One of the catalogue's 22 circles; null when the source names none (the operator alone is known). */
  circle: z.string().nullable(),
  source: z.enum(LOOKUP_SOURCES),
});

export type MobileLookupQuery = z.infer<typeof mobileLookupQuerySchema>;
export type MobileLookupDto = z.infer<typeof mobileLookupSchema>;
