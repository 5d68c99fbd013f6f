import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link stays valid: long enough to start the download, too short to be worth stealing. */
export const DOWNLOAD_TICKET_SECONDS = 60;

/**
 * A short-lived signed ticket that lets a plain link (which cannot send the bearer header) download the CSV
 * export, so the browser streams the file to disk instead of holding it in memory. It names the admin and their
 * token version: logging out everywhere or a password change invalidates it like a session.
 */
export function createDownloadTicketService(secret: string) {
  const key = createHmac('sha256', secret).update('paywise:csv-export-ticket').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(userId: number, tokenVersion: number, now = Date.now()): string {
      const payload = Buffer.from(
        JSON.stringify([userId, tokenVersion, Math.floor(now / 1000) + DOWNLOAD_TICKET_SECONDS]),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    /** The admin and token version a valid, unexpired ticket names; null otherwise. */
    verify(ticket: string, now = Date.now()): { userId: number; tokenVersion: number } | null {
      const [payload, signature, extra] = ticket.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        if (!Array.isArray(value) || value.length !== 3 || !value.every(Number.isSafeInteger)) return null;
        const [userId, tokenVersion, expiresAt] = value as number[];
        return expiresAt * 1000 > now ? { userId, tokenVersion } : null;
      } catch {
        return null;
      }
    },
  };
}
