import { describe, expect, it } from 'vitest';
import {
  complaintRequestSchema,
  contactRequestSchema,
  formatTicketId,
  parseTicketId,
} from '../src/contracts/support';

describe('ticket ids', () => {
  it('pads the complaint id to six digits after TKT, and grows past 999999', () => {
    expect(formatTicketId(42)).toBe('TKT000042');
    expect(formatTicketId(1_234_567)).toBe('TKT1234567');
  });

  it('reads a ticket id or a bare id back, and refuses anything else', () => {
    expect(parseTicketId('TKT000042')).toBe(42);
    expect(parseTicketId(' tkt42 ')).toBe(42);
    expect(parseTicketId('42')).toBe(42);
    expect(parseTicketId(formatTicketId(1_234_567))).toBe(1_234_567);
    for (const bad of ['', 'TKT', 'TKT000000', 'ORDID001', '-1', '1.5', 'TKT99999999999']) {
      expect(parseTicketId(bad)).toBeNull();
    }
  });
});

describe('support forms', () => {
  it('trims the contact fields and requires every one', () => {
    const parsed = contactRequestSchema.parse({
      name: ' Asha ',
      email: ' a@b.in ',
      subject: ' Hi ',
      query: ' Help ',
    });
    expect(parsed).toEqual({ name: 'Asha', email: 'a@b.in', subject: 'Hi', query: 'Help' });
    const result = contactRequestSchema.safeParse({ name: ' ', email: 'x', subject: '', query: '' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(new Set(fields)).toEqual(new Set(['name', 'email', 'subject', 'query']));
  });

  it('accepts only the listed reasons and a 10-digit mobile number in a complaint', () => {
    const base = { name: 'A', email: 'a@b.in', subject: 'S', message: 'M', mobile: '9876543210' };
    expect(complaintRequestSchema.safeParse({ ...base, reason: 'Other' }).success).toBe(true);
    expect(complaintRequestSchema.safeParse({ ...base, reason: 'Anything' }).success).toBe(false);
    expect(complaintRequestSchema.safeParse({ ...base, reason: 'Other', mobile: '98765' }).success).toBe(
      false,
    );
  });
});
