/**
 * A local fake of MSG91's Flow API ("Send SMS via Flow", public documentation), on 127.0.0.1 and a random port:
 * `POST /api/v5/flow` with the `authkey` header and `{ template_id, sender, short_url, recipients: [{ mobiles,
 * <VAR>: value }] }`, answering `{ "type": "success", "message": "<request id>" }` or
 * `{ "type": "error", "message": "..." }`.
 *
 * Templates are registered with the variables their DLT text uses: a template id the account does not have, or a
 * recipient without one of its variables, is refused as DLT would refuse it (the wording is this fake's own; the
 * adapter depends only on `type` and the status code). Faults: `setFault({ kind: 'status', status: 503 })` or
 * `setFault({ kind: 'hang' })` for the next `times` requests.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMsg91Options {
  authKey?: string;
  senderId?: string;
  /** template id → the variable names its DLT text needs. */
  templates?: Record<string, string[]>;
}

export type FakeMsg91Fault =
  { kind: 'status'; status: number; times?: number } | { kind: 'hang'; times?: number };

export interface DeliveredSms {
  templateId: string;
  sender: string;
  mobiles: string;
  variables: Record<string, string>;
}

export const FAKE_MSG91_AUTH_KEY = 'fake-msg91-auth-key-0123456789';
export const FAKE_MSG91_TEMPLATES = {
  otp: 'tmpl-otp',
  order: 'tmpl-order',
  refund: 'tmpl-refund',
};

export async function startFakeMsg91(options: FakeMsg91Options = {}) {
  const authKey = options.authKey ?? FAKE_MSG91_AUTH_KEY;
  const senderId = options.senderId ?? 'PAYWSE';
  const templates = options.templates ?? {
    [FAKE_MSG91_TEMPLATES.otp]: ['otp', 'host'],
    [FAKE_MSG91_TEMPLATES.order]: ['amount', 'service', 'number', 'order'],
    [FAKE_MSG91_TEMPLATES.refund]: ['amount', 'order', 'date'],
  };
  const delivered: DeliveredSms[] = [];
  const requests: { status: number | 'hang'; authkey: string | undefined }[] = [];
  let fault: (FakeMsg91Fault & { left: number }) | null = null;
  const hanging = new Set<http.ServerResponse>();

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const authkey = typeof req.headers.authkey === 'string' ? req.headers.authkey : undefined;
      if (fault && fault.left > 0) {
        fault.left--;
        if (fault.kind === 'hang') {
          requests.push({ status: 'hang', authkey });
          hanging.add(res);
          return;
        }
        requests.push({ status: fault.status, authkey });
        return answer(res, fault.status, { type: 'error', message: 'Internal server error' });
      }
      const done = (status: number, body: unknown) => {
        requests.push({ status, authkey });
        answer(res, status, body);
      };
      if (req.method !== 'POST' || req.url !== '/api/v5/flow') {
        return done(404, { type: 'error', message: 'Not found' });
      }
      if (authkey !== authKey) return done(401, { type: 'error', message: 'Authentication failure' });
      let body: {
        template_id?: unknown;
        sender?: unknown;
        recipients?: Array<Record<string, unknown>>;
      };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return done(400, { type: 'error', message: 'Invalid JSON' });
      }
      const templateId = typeof body.template_id === 'string' ? body.template_id : '';
      const needs = templates[templateId];
      if (!needs)
        return done(400, { type: 'error', message: 'Template ID is not approved for this account' });
      if (body.sender !== senderId) {
        return done(400, { type: 'error', message: 'Sender ID is not registered for this DLT template' });
      }
      const recipients = Array.isArray(body.recipients) ? body.recipients : [];
      if (recipients.length === 0) return done(400, { type: 'error', message: 'Recipients missing' });
      for (const recipient of recipients) {
        const mobiles = String(recipient.mobiles ?? '');
        if (!/^91[6-9]\d{9}$/.test(mobiles))
          return done(400, { type: 'error', message: 'Invalid mobile number' });
        const missing = needs.filter((name) => typeof recipient[name] !== 'string' || recipient[name] === '');
        if (missing.length > 0) {
          return done(400, {
            type: 'error',
            message: `Content does not match the DLT template: missing ${missing.join(', ')}`,
          });
        }
      }
      for (const recipient of recipients) {
        const { mobiles, ...variables } = recipient;
        delivered.push({
          templateId,
          sender: senderId,
          mobiles: String(mobiles),
          variables: Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, String(v)])),
        });
      }
      done(200, { type: 'success', message: randomBytes(12).toString('hex') });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v5/flow`,
    authKey,
    senderId,
    delivered,
    requests,
    setFault(next: FakeMsg91Fault | null) {
      fault = next ? { ...next, left: next.times ?? Infinity } : null;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeMsg91 = Awaited<ReturnType<typeof startFakeMsg91>>;
