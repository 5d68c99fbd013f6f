// The public pages as HTML (docs/decisions/0012). Runs after the client build and the SSR build of
// src/entry-server.tsx: renders every public page with React's server renderer into dist/prerendered/<path>/
// index.html, using the client's dist/index.html as the template (same scripts, styles and CSP-safe <head>), with the
// page's own title, description, canonical URL, Open Graph tags and JSON-LD; writes dist/sitemap.xml and
// dist/robots.txt; and a brotli and a gzip copy of each, as the build's precompress step does for the assets.
// The server (apps/server/src/plugins/web-app.ts) sends a prerendered page for its URL and the shell for others.
// APP_URL (the site's public address, as the server's) makes the canonical and sitemap addresses absolute.
// Usage (apps/web): vite build && vite build --ssr src/entry-server.tsx --outDir dist-ssr && node scripts/prerender.mjs
// [distDir] [ssrDir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const ssrDir = path.resolve(process.argv[3] ?? path.join(webDir, 'dist-ssr'));
const origin = (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const { LANGUAGES, publicPages, renderPage } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
);
// Each page in each language (issue 29, docs/decisions/0026): English at its path, the others under /hi/..., /ta/...
const LANGUAGE_TAGS = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };
const localizedPath = (language, pagePath) =>
  language === 'en' ? pagePath : `/${language}${pagePath === '/' ? '' : pagePath}`;

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no empty ${ROOT}`);

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script type="application/ld+json">: nothing may close the element.
const jsonLd = (data) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = Buffer.from(text);
  fs.writeFileSync(file, raw);
  const br = brotliCompressSync(raw, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
}

function headOf(page, language) {
  const url = `${origin}${localizedPath(language, page.path)}`;
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: page.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="PayWise" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}/icons/icon-512.png`)}" />`,
    `<meta property="og:locale" content="${LANGUAGE_TAGS[language].replace('-', '_')}" />`,
    // The same page in every language, and the default for other languages (English).
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${escapeHtml(`${origin}${localizedPath(other, page.path)}`)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${page.path}`)}" />`,
    jsonLd(breadcrumbs),
    ...page.structuredData.map(jsonLd),
  ].join('\n    ');
}

const written = [];
for (const language of LANGUAGES) {
  const pages = await publicPages(origin, language);
  const seen = new Set();
  for (const page of pages) {
    if (seen.has(page.path)) throw new Error(`${page.path} is listed twice`);
    seen.add(page.path);
    const at = localizedPath(language, page.path);
    const body = await renderPage(page.path, language);
    if (!body) throw new Error(`${at} rendered nothing`);
    let html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${LANGUAGE_TAGS[language]}">`)
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      )
      .replace('</head>', `  ${headOf(page, language)}\n  </head>`)
      .replace(ROOT, `<div id="root">${body}</div>`)
      // The page is here without JavaScript: the shell's notice does not apply.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    // The Content-Security-Policy (apps/server/src/plugins/security.ts) allows no inline script or style: in HTML a
    // style attribute or an inline script would be blocked (React sets styles through the DOM, which it allows).
    if (/\sstyle="/.test(body))
      throw new Error(`${page.path}: a style attribute in the HTML (blocked by the CSP)`);
    if (/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>/.test(html)) {
      throw new Error(`${page.path}: an inline script in the HTML (blocked by the CSP)`);
    }
    if (!html.includes(`<title>${escapeHtml(page.title)}</title>`) || !html.includes('rel="canonical"')) {
      throw new Error(`the template's <head> did not take ${page.path}'s tags`);
    }
    write(path.join(dist, 'prerendered', at.replace(/^\//, ''), 'index.html'), html);
    written.push({ ...page, path: at, englishPath: page.path });
  }
}

const today = new Date().toISOString().slice(0, 10);
write(
  path.join(dist, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    // Every language's page, each naming its alternates (Google's hreflang in sitemaps).
    ...written.map((page) =>
      [
        `  <url><loc>${escapeHtml(`${origin}${page.path}`)}</loc><lastmod>${today}</lastmod>`,
        ...LANGUAGES.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${escapeHtml(`${origin}${localizedPath(other, page.englishPath)}`)}" />`,
        ),
        '  </url>',
      ].join('\n'),
    ),
    '</urlset>',
    '',
  ].join('\n'),
);
write(
  path.join(dist, 'robots.txt'),
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /order/',
    'Disallow: /orderhistory',
    'Disallow: /my-bills',
    'Disallow: /profile',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n'),
);
console.log(
  `Prerendered ${written.length} public pages (${LANGUAGES.join(', ')}) into ${path.relative(process.cwd(), path.join(dist, 'prerendered'))}; sitemap.xml and robots.txt for ${origin}.`,
);
