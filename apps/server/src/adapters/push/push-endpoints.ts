import net from 'node:net';

/**
 * Where the server may send a web push (issue 40: a stored endpoint was an SSRF, POSTed to by the daily reminder
 * job). An endpoint is https on the default port, with no credentials, on a host of the browsers' push services
 * (PUSH_SERVICE_HOSTS: a host and its subdomains) — or exactly an origin PUSH_SERVICE_HOSTS lists
 * (`https://127.0.0.1:8443`, for a test's push service or a private one the operator vouches for).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'push.services.mozilla.com', // Firefox (updates.push.services.mozilla.com)
  'notify.windows.com', // Edge on Windows (WNS: *.notify.windows.com)
  'push.apple.com', // Safari (web.push.apple.com)
];

const isOrigin = (entry: string) => entry.startsWith('https://');

/** Whether the endpoint's origin is one PUSH_SERVICE_HOSTS names exactly (no address check at send time). */
export function isListedOrigin(endpoint: string, allowed: readonly string[]): boolean {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  return url !== null && allowed.some((entry) => isOrigin(entry) && new URL(entry).origin === url.origin);
}

/** True when the server may send to this endpoint. */
export function isAllowedPushEndpoint(endpoint: string, allowed: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  if (isListedOrigin(endpoint, allowed)) return true;
  const host = url.hostname.toLowerCase();
  if (url.port !== '' || net.isIP(host.replace(/^\[|\]$/g, '')) !== 0) return false;
  return allowed.some((entry) => !isOrigin(entry) && (host === entry || host.endsWith(`.${entry}`)));
}

const internalRanges = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  internalRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127], // :: and ::1
  ['::ffff:0:0', 96], // IPv4-mapped: checked again as IPv4 below
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internalRanges.addSubnet(network, prefix, 'ipv6');

/** Loopback, private, link-local (cloud metadata), carrier-grade NAT, multicast and reserved addresses. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internalRanges.check(mapped[1], 'ipv4');
  return internalRanges.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}
