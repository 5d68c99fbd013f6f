import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companyFormSchema } from '../src/contracts/admin';
import { registerRequestSchema, updateProfileRequestSchema, usernameSchema } from '../src/contracts/auth';
import {
  complaintRequestSchema,
  complaintUpdateSchema,
  contactRequestSchema,
} from '../src/contracts/support';

/**
 * Text that people type and others read (usernames, the support forms, the company details) must not be able
 * to reorder or hide what an admin sees. Listed here by code point, not imported from the rule itself.
 */
const BIDI_CONTROLS = [
  '\u061C', // ARABIC LETTER MARK
  '\u200E', // LEFT-TO-RIGHT MARK
  '\u200F', // RIGHT-TO-LEFT MARK
  '\u202A', // LEFT-TO-RIGHT EMBEDDING
  '\u202B', // RIGHT-TO-LEFT EMBEDDING
  '\u202C', // POP DIRECTIONAL FORMATTING
  '\u202D', // LEFT-TO-RIGHT OVERRIDE
  '\u202E', // RIGHT-TO-LEFT OVERRIDE
  '\u2066', // LEFT-TO-RIGHT ISOLATE
  '\u2067', // RIGHT-TO-LEFT ISOLATE
  '\u2068', // FIRST STRONG ISOLATE
  '\u2069', // POP DIRECTIONAL ISOLATE
];

/** Made only of zero-width characters (and spaces around them): looks empty, or like nothing at all. */
const INVISIBLE_ONLY = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\u200B\u200C\u200D',
  ' \u2060 ',
  '\u200B\uFEFF',
];

const complaint = {
  name: 'Asha',
  email: 'asha@example.in',
  mobile: '9876543210',
  reason: 'Other',
  subject: 'Recharge',
  message: 'Not received',
};

/** Every schema carrying such text, a valid body, and the fields to try. */
const CASES: Array<[string, z.ZodType, Record<string, unknown>, string[]]> = [
  [
    'register',
    registerRequestSchema,
    { username: 'Asha', email: 'a@b.in', password: 'long secret 1' },
    ['username'],
  ],
  [
    'profile',
    updateProfileRequestSchema,
    { username: 'Asha', phoneNumber: '', dateOfBirth: '' },
    ['username'],
  ],
  [
    'contact',
    contactRequestSchema,
    { name: 'Asha', email: 'a@b.in', subject: 'Hi', query: 'Help' },
    ['name', 'subject', 'query'],
  ],
  ['complaint', complaintRequestSchema, complaint, ['name', 'subject', 'message']],
  ['complaint update', complaintUpdateSchema, { status: 'Resolved', note: 'Refunded' }, ['note']],
  [
    'company',
    companyFormSchema,
    { name: 'Acme', email: '', phone: '0221234567', address: 'Mumbai', pincode: '400001' },
    ['name', 'phone', 'address', 'pincode'],
  ],
];

const fieldsOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('hidden characters in text others read', () => {
  for (const [name, schema, valid, fields] of CASES) {
    describe(name, () => {
      it('accepts the valid body', () => {
        expect(schema.safeParse(valid).success).toBe(true);
      });

      it.each(fields)('refuses every bidirectional control in %s, naming the field', (field) => {
        for (const control of BIDI_CONTROLS) {
          // Short enough for the tightest field (pincode: 6 characters).
          const value = field === 'pincode' ? `40${control}001` : `ab${control}cd`;
          const result = schema.safeParse({ ...valid, [field]: value });
          expect(result.success, `U+${control.codePointAt(0)!.toString(16).toUpperCase()} in ${field}`).toBe(
            false,
          );
          expect(fieldsOf(result)).toEqual([field]);
          expect(result.error!.issues[0].message).toMatch(/text-direction/);
        }
      });

      it.each(fields)('refuses %s made only of zero-width characters', (field) => {
        for (const value of INVISIBLE_ONLY) {
          const result = schema.safeParse({ ...valid, [field]: value });
          expect(result.success, `${JSON.stringify(value)} in ${field}`).toBe(false);
          expect(fieldsOf(result)).toEqual([field]);
        }
      });
    });
  }

  it('keeps zero-width joiners inside real text (Indic scripts, emoji) and right-to-left letters', () => {
    const malayalam = 'അവന്\u200D'; // a chillu written with ZWJ
    const hindi = 'क्\u200Dष'; // a half form with ZWJ
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(usernameSchema.safeParse(malayalam).success).toBe(true);
    expect(usernameSchema.safeParse(hindi).success).toBe(true);
    expect(usernameSchema.safeParse('محمد علي').success).toBe(true);
    expect(
      contactRequestSchema.safeParse({ name: 'A', email: 'a@b.in', subject: family, query: 'שלום' }).success,
    ).toBe(true);
  });

  it('normalises names to NFC', () => {
    const decomposed = 'Jose\u0301 Nun\u0303ez';
    const composed = 'Jos\u00e9 Nu\u00f1ez';
    expect(usernameSchema.parse(decomposed)).toBe(composed);
    expect(
      registerRequestSchema.parse({ username: decomposed, email: 'a@b.in', password: 'long secret 1' })
        .username,
    ).toBe(composed);
    expect(
      contactRequestSchema.parse({ name: decomposed, email: 'a@b.in', subject: 'S', query: 'Q' }).name,
    ).toBe(composed);
    expect(complaintRequestSchema.parse({ ...complaint, name: decomposed }).name).toBe(composed);
    expect(
      companyFormSchema.parse({ name: decomposed, email: '', phone: '', address: '', pincode: '' }).name,
    ).toBe(composed);
  });
});
