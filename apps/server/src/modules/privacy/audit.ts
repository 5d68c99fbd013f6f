import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { insertAuditEntry } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An admin's successful call of this route is written to the audit log under this action. */
    audit?: string;
  }
  interface FastifyRequest {
    /** What an audited write changed (a role before and after), added to its entry's detail by the handler. */
    auditChange: string | null;
  }
}

/** The query string as written to the log: a download ticket is a credential and is left out. */
function detailOf(method: string, url: string, change: string | null): string {
  const [path, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete('ticket');
  const rest = params.toString();
  return `${method} ${path}${rest ? `?${rest}` : ''}${change ? `: ${change}` : ''}`.slice(0, 500);
}

/**
 * The admin audit log (docs/decisions/0023): every route that shows customer data or changes something (roles,
 * company details, complaints, reconciliation runs) declares `config.audit`; an admin's successful call is recorded
 * (who, what, when, and for a write what changed: `request.auditChange`) before its answer is sent. A failed write of
 * the entry is logged, never the answer's.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auditChange', null);
  // Before the answer leaves (onSend): once an admin has the data, the log already says so.
  app.addHook('onSend', async (request, reply, payload) => {
    const action = request.routeOptions.config?.audit;
    const user = request.user;
    if (!action || !user || user.role !== 'ADMIN' || reply.statusCode >= 400) return payload;
    try {
      await insertAuditEntry(app.db, {
        adminUserId: user.id,
        adminName: user.username,
        action,
        detail: detailOf(request.method, request.url, request.auditChange),
      });
    } catch (err) {
      request.log.error({ err }, 'admin audit entry not written');
    }
    return payload;
  });
});
