import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { destination, stdSerializers, type DestinationStream } from 'pino';
import type { AppConfig } from '../config';

/** Never written to the log, wherever they appear in a request. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.oldPassword',
  'req.body.newPassword',
  'req.body.otp',
  // Two-step sign-in (decision 0047): the authenticator's or a recovery code, and the sign-in's challenge.
  'req.body.code',
  'req.body.challenge',
];

/**
 * Query parameters that carry credentials, compared case-insensitively after percent-decoding: the names
 * clients and proxies use for bearer tokens (the CSV download link uses `ticket`), and any `*_token`.
 */
const SECRET_PARAMETERS = new Set(['access_token', 'token', 'jwt', 'auth', 'authorization', 'ticket']);
const isSecretParameter = (name: string) => SECRET_PARAMETERS.has(name) || /[_-]token$/.test(name);

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL with the value of every credential-like query parameter replaced by [redacted]. */
export function withoutSecrets(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const fragmentStart = url.indexOf('#', queryStart);
  const end = fragmentStart === -1 ? url.length : fragmentStart;
  const query = url
    .slice(queryStart + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return isSecretParameter(decodedName(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${query}${url.slice(end)}`;
}

/**
 * Paths with a secret in them: the Setu prepaid webhooks end {APP_URL}/api/webhooks/setu-prepaid/{token}/…, a
 * URL Setu cannot give a header to. Listed here so that a request matching no route (a mistyped suffix, the routes
 * off without RECHARGE_PROVIDER=setu) is logged without its token too. Mail links carry their tokens in the query
 * (`?token=`, redacted by withoutSecrets).
 */
const SECRET_PATHS = ['/api/webhooks/setu-prepaid/:token'];
const SECRET_PATH_PATTERNS = SECRET_PATHS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]*')}(?=/|$)`),
);
/** A route parameter named like a credential (`:token`, `:ticket`, `:webhookToken`). */
const SECRET_ROUTE_PARAMETER = /\/:([A-Za-z_-]*(token|Token|secret|Secret)|ticket)(\/|$)/;

/**
 * The URL as logged: the route's pattern instead of the path when the route has a secret parameter
 * (`/api/webhooks/setu-prepaid/:token/payment/status`), or the pattern of SECRET_PATHS it starts with when no
 * route matched; the value of every credential-like query parameter replaced by [redacted].
 */
export function loggedUrl(url: string, route?: string): string {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const rest = queryStart === -1 ? '' : url.slice(queryStart);
  let logged = pathname;
  if (route && SECRET_ROUTE_PARAMETER.test(route)) logged = route;
  else {
    const index = SECRET_PATH_PATTERNS.findIndex((pattern) => pattern.test(pathname));
    if (index !== -1) logged = pathname.replace(SECRET_PATH_PATTERNS[index], SECRET_PATHS[index]);
  }
  return withoutSecrets(`${logged}${rest}`);
}

/** Drizzle puts the statement's parameters (customer data) into its error message: cut from there on. */
const withoutParameters = (text: string) =>
  typeof text !== 'string' ? text : text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/**
 * Errors as logged: pino's standard form, without the SQL parameters a database error carries (in `params`, and
 * in the message and stack of Drizzle's DrizzleQueryError), at any depth of `cause`.
 */
export function serializeError(err: Error) {
  // A message logged as `err` (a string: `err: error.message`) stays that string; spread below, it would become an
  // object of one key per character (seen in the provider fault run's logs).
  if (typeof err !== 'object' || err === null) return err;
  const plain = stdSerializers.err(err);
  delete plain.params;
  return { ...plain, message: withoutParameters(plain.message), stack: withoutParameters(plain.stack) };
}

let stdout: DestinationStream | undefined;
/**
 * Standard output, written asynchronously and in batches (decision 0036): lines are gathered up to 4 KB (or
 * 100 ms) and handed to the thread pool, instead of a blocking write per line on the event loop (38 % of the
 * logging's time under load). pino writes what is left synchronously when the process exits, process.exit() and
 * crashes included.
 */
function standardOutput(): DestinationStream {
  if (!stdout) {
    const stream = destination({ dest: 1, sync: false, minLength: 4096 });
    // Up to 4 KB (a dozen request lines) per write under load; a quiet server's lines wait at most 100 ms.
    setInterval(() => {
      try {
        if ((stream as { _len?: number })._len !== 0) stream.flush();
      } catch {
        // Destroyed (the process is ending): nothing left to write.
      }
    }, 100).unref();
    stdout = stream;
  }
  return stdout;
}

/** pino options of the app: the level, the redactions, and the request as logged (never its credentials). */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : config.logLevel === 'silent' ? {} : { stream: standardOutput() }),
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      req: (req: { method: string; url: string; ip?: string; routeOptions?: { url?: string } }) => ({
        method: req.method,
        url: loggedUrl(req.url, req.routeOptions?.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

/**
 * From here on, every line this request logs (and its request line, plugins/request-log.ts) names the order: one
 * order's story can then be read from the logs by its id.
 */
export function bindOrderToRequest(request: { log: FastifyBaseLogger }, orderId: number): void {
  request.log = request.log.child({ orderId });
}
