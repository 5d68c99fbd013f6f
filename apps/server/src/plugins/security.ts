import helmet, * as fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Answers of the API are never stored by a browser or a proxy: they carry sessions, accounts, orders and
 * messages. Only a public route that chose its own Cache-Control keeps it (the catalogue and company
 * details with their ETags, the versioned logo); everything else, errors included, is `no-store`.
 */
async function noStoreUnlessCacheable(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!isApiPath(request.url)) return payload;
  const isPublic = request.routeOptions.config?.access === 'public';
  if (!isPublic || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
}

/**
 * The session token lives in localStorage, so the policy leaves XSS nowhere to run: scripts only from
 * this origin, nothing inline or eval'd, no plugins, no <base> rewriting. HSTS is on in production unless
 * HSTS=false (a deployment served over plain HTTP).
 */
/**
 * Razorpay Checkout's hosts, allowed only while PAYMENT_GATEWAY=razorpay: its script (checkout.razorpay.com), the
 * payment frame it opens (api.razorpay.com, checkout.razorpay.com), the calls and images it makes.
 */
const RAZORPAY_CSP = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  imgSrc: ['https://cdn.razorpay.com'],
};

/**
 * Browser features no page of ours uses are off for the page and every frame in it (camera, microphone,
 * geolocation); those it uses stay with this origin: the Web OTP API reads the sign-in SMS
 * (otp-credentials), and payment for the checkout, with Razorpay's frames while it is the gateway (its checkout
 * may use the Payment Request API). Sharing a receipt needs no entry: web-share is this origin's by default, and
 * Chromium reports the name as unrecognised (a console error on every page). Decision 0048.
 */
export function permissionsPolicy(config: Pick<AppConfig, 'paymentGateway'>): string {
  const razorpayFrames = [...new Set(RAZORPAY_CSP.frameSrc)].map((origin) => ` "${origin}"`).join('');
  const payment = config.paymentGateway === 'razorpay' ? `(self${razorpayFrames})` : '(self)';
  return `camera=(), microphone=(), geolocation=(), payment=${payment}, otp-credentials=(self)`;
}

/** Helmet's options for this configuration (the plugin below, and the headers of the early 400s). */
function helmetOptions(config: AppConfig) {
  const { hsts } = config;
  const razorpay = config.paymentGateway === 'razorpay';
  const widen = (base: string[], extra: string[]) => (razorpay ? [...base, ...extra] : base);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: widen(["'self'"], RAZORPAY_CSP.scriptSrc),
        styleSrc: ["'self'"],
        imgSrc: widen(["'self'", 'data:', 'blob:'], RAZORPAY_CSP.imgSrc),
        fontSrc: ["'self'"],
        connectSrc: widen(["'self'"], RAZORPAY_CSP.connectSrc),
        ...(razorpay ? { frameSrc: RAZORPAY_CSP.frameSrc } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: hsts.enabled
      ? { maxAge: hsts.maxAgeSeconds, includeSubDomains: true, preload: false }
      : (false as const),
  };
}

/**
 * The security headers of an answer made before any route or hook runs (a path that is not valid
 * percent-encoding): the CSP as helmet writes it, HSTS when on, nosniff, no framing, and no-store.
 */
export function earlyAnswerHeaders(config: AppConfig): Record<string, string> {
  const options = helmetOptions(config);
  const headers: Record<string, string> = {
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
    'permissions-policy': permissionsPolicy(config),
  };
  const capture = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  // @fastify/helmet re-exports helmet's CSP middleware (not in its types): the policy exactly as the plugin writes it.
  const { contentSecurityPolicy } = fastifyHelmet as unknown as {
    contentSecurityPolicy: (
      options: unknown,
    ) => (request: unknown, response: typeof capture, next: () => void) => void;
  };
  contentSecurityPolicy(options.contentSecurityPolicy)({}, capture, () => undefined);
  if (options.hsts) {
    headers['strict-transport-security'] = `max-age=${options.hsts.maxAge}; includeSubDomains`;
  }
  return headers;
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, helmetOptions(app.config));
  const policy = permissionsPolicy(app.config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', policy);
  });
  app.addHook('onSend', noStoreUnlessCacheable);
});
