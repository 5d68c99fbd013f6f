import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

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
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { hsts } = app.config;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: hsts.enabled ? { maxAge: hsts.maxAgeSeconds, includeSubDomains: true, preload: false } : false,
  });
  app.addHook('onSend', noStoreUnlessCacheable);
});
