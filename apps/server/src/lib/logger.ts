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

/** Drizzle puts the statement's parameters (customer data) into its error message: cut from there on. */
const withoutParameters = (text: string) =>
  typeof text !== 'string' ? text : text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/**
 * Errors as logged: pino's standard form, without the SQL parameters a database error carries (in `params`, and
 * in the message and stack of Drizzle's DrizzleQueryError), at any depth of `cause`.
 */
export function serializeError(err: Error) {
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
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: withoutSecrets(req.url),
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
