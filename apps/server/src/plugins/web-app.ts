import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and every
 * unknown browser path answered with index.html so client-side routes survive a reload.
 * Unknown /api paths stay JSON 404s.
 *
 * The build writes a brotli (.br) and gzip (.gz) copy next to each text file (apps/web/vite.config.ts): the one the
 * browser accepts is sent as it is (preCompressed), with Vary: Accept-Encoding for caches. Files outside assets/
 * (index.html, the service worker sw.js, manifest.webmanifest, icons) are revalidated on every use (no-cache), so a
 * new release is picked up at once.
 *
 * The public pages (service pages, FAQ, legal and contact pages) are rendered to HTML at build time
 * (apps/web/scripts/prerender.mjs, docs/decisions/0012) into dist/prerendered/<path>/index.html: their URL gets that
 * file (precompressed, no-cache, the same headers as index.html), where React hydrates it; every other page gets
 * the shell. A trailing slash is the same page.
 */
export const webAppPlugin = fp<{ webDist: string }>(async (app: FastifyInstance, { webDist }) => {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  const prerenderedDir = path.join(webDist, 'prerendered');
  /** URL path (no trailing slash) → the prerendered file, relative to webDist. */
  const prerendered = new Map<string, string>();
  const collect = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) collect(full);
      else if (entry.name === 'index.html') {
        const route = `/${path.relative(prerenderedDir, dir).split(path.sep).join('/')}`;
        prerendered.set(route, path.relative(webDist, full).split(path.sep).join('/'));
      }
    }
  };
  if (hasWebApp && fs.existsSync(prerenderedDir)) collect(prerenderedDir);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Our own Cache-Control below: the plugin's default (max-age=0) would overwrite it.
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn(`no web build at ${webDist}: run "npm run build" to serve the app`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/api' || pathname.startsWith('/api/') || !wantsPage || !hasWebApp) {
      return reply
        .status(404)
        .send({ message: `No route ${request.method} ${pathname}.`, code: 'ROUTE_NOT_FOUND' });
    }
    const relative = path.normalize(pathname).replace(/^([/\\])+/, '');
    const file = path.join(webDist, relative);
    if (
      relative &&
      file.startsWith(webDist + path.sep) &&
      fs.statSync(file, { throwIfNoEntry: false })?.isFile()
    ) {
      return reply.sendFile(relative);
    }
    if (path.extname(pathname)) return reply.status(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
    const page = prerendered.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    if (page) return reply.header('cache-control', 'no-cache').sendFile(page);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
