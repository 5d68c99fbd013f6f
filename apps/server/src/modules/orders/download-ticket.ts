import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link stays valid: long enough to start the download, too short to be worth stealing. */
export const DOWNLOAD_TICKET_SECONDS = 60;

/**
 * A short-lived signed ticket that lets a plain link (which cannot send the bearer header) download the CSV
 * export, so the browser streams the file to disk instead of holding it in memory. It names the admin, their
 * token version and their session: logging out (here or everywhere) or a password change invalidates it like the
 * session.
 */
export interface TicketSession {
  userId: number;
  tokenVersion: number;
  sessionId: string;
}

export function createDownloadTicketService(secret: string) {
  const key = createHmac('sha256', secret).update('paywise:csv-export-ticket').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(session: TicketSession, now = Date.now()): string {
      const { userId, tokenVersion, sessionId } = session;
      const expiresAt = Math.floor(now / 1000) + DOWNLOAD_TICKET_SECONDS;
      const payload = Buffer.from(JSON.stringify([userId, tokenVersion, expiresAt, sessionId])).toString(
        'base64url',
      );
      return `${payload}.${sign(payload)}`;
    },
    /** The admin, token version and session a valid, unexpired ticket names; null otherwise. */
    verify(ticket: string, now = Date.now()): TicketSession | null {
      const [payload, signature, extra] = ticket.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        if (!Array.isArray(value) || value.length !== 4) return null;
        const [userId, tokenVersion, expiresAt, sessionId] = value as unknown[];
        if (![userId, tokenVersion, expiresAt].every(Number.isSafeInteger) || typeof sessionId !== 'string')
          return null;
        if ((expiresAt as number) * 1000 <= now) return null;
        return { userId: userId as number, tokenVersion: tokenVersion as number, sessionId };
      } catch {
        return null;
      }
    },
  };
}
