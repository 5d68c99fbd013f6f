import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens of the links a mail carries that act without a login (turn off a biller's reminders, unsubscribe from a
 * kind of message): `<subject>.<HMAC-SHA256 of purpose:subject, base64url>`. The subject is what the link acts on
 * (an id, or `user-channel-kind`); the purpose keeps a token of one kind of link from working as another.
 */
const sign = (secret: string | Buffer, purpose: string, subject: string) =>
  createHmac('sha256', secret).update(`${purpose}:${subject}`).digest('base64url');

/** The token of a link acting on `subject`; the subject must match `[A-Za-z0-9_-]+`. */
export function signLinkToken(secret: string | Buffer, purpose: string, subject: string): string {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(subject)) throw new Error('a link subject is letters, digits, - and _');
  return `${subject}.${sign(secret, purpose, subject)}`;
}

/** The subject a token names, or null for a forged, altered or malformed token. Compared in constant time. */
export function readLinkToken(secret: string | Buffer, purpose: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,100})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  // Compared as text: base64url's last character carries unused bits, so two spellings decode alike.
  const given = Buffer.from(match[2]);
  const expected = Buffer.from(sign(secret, purpose, match[1]));
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
}

/** A secret of its own for one kind of link, derived from the JWT secret under a label. */
export const linkSecret = (jwtSecret: string, label: string) =>
  createHmac('sha256', jwtSecret).update(`paywise:${label}`).digest();
