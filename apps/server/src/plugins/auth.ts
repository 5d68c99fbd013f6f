import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../lib/app-error';
import { ADMIN_2FA_REQUIRED_MESSAGE, sessionUser, type TokenService } from '../modules/accounts';

/**
 * Who may call a route. Every route inside the API scope is 'customer' (any signed-in user) unless it
 * declares otherwise in `config.access`; 'optional' routes accept visitors but know a signed-in caller.
 */
export type Access = 'public' | 'optional' | 'customer' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user (set when a valid bearer token was sent). */
    user: UserRow | null;
    /** The session of that token (its sid), which logout ends. */
    sessionId: string | null;
  }
}

function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export const authPlugin = fp<{ tokens: TokenService }>(async (app: FastifyInstance, { tokens }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const access: Access = request.routeOptions.config?.access ?? 'customer';
    const token = bearerToken(request);
    // A token that is sent is always checked, even on public routes: a bad one is never silently ignored.
    if (token === null)
      throw unauthorized('SESSION_EXPIRED', 'Your session is not valid. Please login again.');
    if (token !== undefined) {
      const claims = await tokens.verify(token);
      const user = await sessionUser(app.db, claims, app.config.sessions);
      if (!user || !claims)
        throw unauthorized('SESSION_EXPIRED', 'Your session has expired. Please login again.');
      request.user = user;
      request.sessionId = claims.sessionId;
    }
    if (access === 'public' || access === 'optional') return;
    if (!request.user) throw unauthorized();
    if (access === 'admin' && request.user.role !== 'ADMIN') throw forbidden();
    // ADMIN_2FA=required: the back office opens only to an admin who signs in with a code (decision 0047); the
    // profile's routes (customer access) stay open, so the admin can turn it on.
    if (access === 'admin' && app.config.admin2fa === 'required' && !request.user.twoFactorAt)
      throw forbidden('ADMIN_2FA_REQUIRED', ADMIN_2FA_REQUIRED_MESSAGE);
  });
});

/** The signed-in user of a route that requires one (customer or admin access). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The session of the signed-in user's token (routes that require a user). */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized();
  return request.sessionId;
}
