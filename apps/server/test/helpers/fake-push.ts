import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A local push service (what a browser's vendor runs: FCM, Mozilla autopush), built from the public standards:
 * RFC 8030 (a POST to the subscription's endpoint with TTL), RFC 8292 (VAPID: `Authorization: vapid t=<JWT>, k=<key>`,
 * an ES256 JWT whose `aud` is the endpoint's origin, `exp` within 24 hours, `sub` a mailto:/https: contact, signed by
 * the key the browser subscribed with) and RFC 8291 (the payload encrypted for the browser, aes128gcm). It checks
 * the signature against the application server key, decrypts the payload with the browser's private key, and
 * answers 201, or 401/403/400 like a real push service. Served over HTTPS (web-push only speaks HTTPS) with a
 * self-signed certificate for 127.0.0.1 made by openssl; `ca` is that certificate for the client to trust.
 */
export interface DeliveredPush {
  endpoint: string;
  payload: string;
  ttl: string | undefined;
  claims: { aud: string; exp: number; sub: string };
}

export interface FakeBrowser {
  /** The subscription as PushSubscription.toJSON() gives it. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

function selfSignedCert(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 8291 §3.4 and RFC 8188: the browser's side of aes128gcm. */
function decrypt(body: Buffer, browser: FakeBrowser): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const serverPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (ciphertext.length > rs) throw new Error('more than one record');
  const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = hmac(hmac(browser.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and zero padding.
  const end = plain.lastIndexOf(2);
  if (end < 0 || plain.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad padding');
  return plain.subarray(0, end).toString('utf8');
}

/** Checks a VAPID Authorization header (RFC 8292) against the application server key; the claims or a reason. */
function checkVapid(
  header: string | undefined,
  applicationServerKey: string,
  origin: string,
): { claims: DeliveredPush['claims'] } | { status: number; reason: string } {
  const match = /^vapid t=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(
    header ?? '',
  );
  if (!match) return { status: 401, reason: 'no VAPID authorization' };
  const [, head, claimsPart, signature, k] = match;
  if (k !== applicationServerKey) return { status: 403, reason: 'not the key the browser subscribed with' };
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string; typ?: string };
  if (jwtHeader.alg !== 'ES256') return { status: 401, reason: 'not ES256' };
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${head}.${claimsPart}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) return { status: 403, reason: 'bad signature' };
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as DeliveredPush['claims'];
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== origin) return { status: 403, reason: 'wrong audience' };
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) return { status: 403, reason: 'bad expiry' };
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { status: 403, reason: 'bad subject' };
  return { claims };
}

export async function startFakePushService(options: {
  /** The server's VAPID public key, or how to get it once the app is built (the app is told this origin). */
  applicationServerKey: string | (() => string);
}) {
  const applicationServerKey = () =>
    typeof options.applicationServerKey === 'function'
      ? options.applicationServerKey()
      : options.applicationServerKey;
  const { key, cert } = selfSignedCert();
  const browsers = new Map<string, FakeBrowser>();
  const gone = new Set<string>();
  const delivered: DeliveredPush[] = [];
  const refused: { endpoint: string; status: number; reason: string }[] = [];
  let origin = '';
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      const answer = (status: number, reason = '') => {
        if (status >= 400) refused.push({ endpoint, status, reason });
        res.writeHead(status).end(reason);
      };
      const browser = browsers.get(endpoint);
      if (req.method !== 'POST' || !browser) return answer(404, 'no such subscription');
      if (gone.has(endpoint)) return answer(410, 'unsubscribed');
      const vapid = checkVapid(req.headers.authorization, applicationServerKey(), origin);
      if ('status' in vapid) return answer(vapid.status, vapid.reason);
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(400, 'not aes128gcm');
      if (req.headers.ttl === undefined) return answer(400, 'no TTL');
      try {
        const payload = decrypt(Buffer.concat(chunks), browser);
        delivered.push({ endpoint, payload, ttl: req.headers.ttl as string, claims: vapid.claims });
        answer(201);
      } catch (err) {
        answer(400, `cannot decrypt: ${(err as Error).message}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ca: cert,
    /** https://127.0.0.1:<port>: the app lists it in PUSH_SERVICE_HOSTS to send here. */
    origin,
    delivered,
    refused,
    /** A browser subscribing: its own P-256 key pair and auth secret, an endpoint of this service. */
    subscribe(): FakeBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      const browser: FakeBrowser = {
        subscription: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
        ecdh,
        auth,
      };
      browsers.set(endpoint, browser);
      return browser;
    },
    /** The browser unsubscribed: the endpoint answers 410 Gone from now on. */
    expire(endpoint: string) {
      gone.add(endpoint);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
