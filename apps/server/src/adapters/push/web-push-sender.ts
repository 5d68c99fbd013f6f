import dns from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { PushConfig } from '../../config';
import { isAllowedPushEndpoint, isInternalAddress, isListedOrigin } from './push-endpoints';

/** A browser's subscription, as PushManager.subscribe gave it (endpoint and its encryption keys). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What a push delivery came to: `gone` when the push service says the subscription no longer exists, or when the
 * endpoint is one the server may not call (stored before the endpoint rules): either way it is of no more use.
 */
export interface PushResult {
  gone: boolean;
}

/**
 * Sends a Web Push message (RFC 8030) to a browser's push service: the payload encrypted for the subscription
 * (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292), through the `web-push` library.
 */
export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushResult>;
}

/** How a push service's host name becomes addresses (dns.lookup; a test's fake resolver). */
export type PushResolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const INTERNAL_ADDRESS = 'the push endpoint resolves to an internal address';

const systemResolver: PushResolver = (hostname) => dns.promises.lookup(hostname, { all: true });

/**
 * The connection's own lookup refuses internal addresses, so the address checked is the address connected to
 * (a name that resolves elsewhere between a check and the request cannot slip through).
 */
function outsideOnlyLookup(resolve: PushResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || addresses.some((a) => isInternalAddress(a.address)))
          return callback(Object.assign(new Error(INTERNAL_ADDRESS), { code: 'EPUSHINTERNAL' }), '', 0);
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0].address, addresses[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

/** The push sender of the configured VAPID keys. A push service's 404/410 is `gone`; other failures throw. */
export function createWebPushSender(
  config: PushConfig,
  options: {
    timeoutMs?: number;
    /** PUSH_SERVICE_HOSTS: where pushes may go (push-endpoints.ts). */
    pushServiceHosts: readonly string[];
    /** A certificate to trust (a test's fake push service). */
    ca?: string;
    resolve?: PushResolver;
  },
): PushSender {
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };
  const tls = options.ca ? { ca: options.ca } : {};
  const outsideOnly = new https.Agent({
    ...tls,
    lookup: outsideOnlyLookup(options.resolve ?? systemResolver),
  });
  // An origin PUSH_SERVICE_HOSTS names exactly is the operator's own choice, address included.
  const listed = new https.Agent(tls);
  return {
    async send(target, payload) {
      if (!isAllowedPushEndpoint(target.endpoint, options.pushServiceHosts)) return { gone: true };
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails,
          // A reminder is of no use after a day.
          TTL: 24 * 60 * 60,
          urgency: 'normal',
          timeout: options.timeoutMs ?? 10_000,
          agent: isListedOrigin(target.endpoint, options.pushServiceHosts) ? listed : outsideOnly,
        });
        return { gone: false };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EPUSHINTERNAL') throw new Error(INTERNAL_ADDRESS);
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return { gone: true };
        throw new Error(`push service answered ${status ?? 'no status'}`);
      }
    },
  };
}
