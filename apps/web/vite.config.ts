import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * sonner injects its stylesheet with a runtime <style> element, which the server's Content-Security-Policy
 * (style-src 'self') blocks. This turns the injection off; main.tsx imports sonner/dist/styles.css instead,
 * so the styles ship in the built CSS file. The build fails loudly if a sonner upgrade changes the code.
 */
function sonnerWithoutInlineStyles(): Plugin {
  const marker = 'function __insertCSS(code) {';
  return {
    name: 'paywise:sonner-without-inline-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id.split('?')[0])) return null;
      if (!code.includes(marker)) this.error('sonner no longer defines __insertCSS: check its CSS injection');
      return { code: code.replace(marker, `${marker} return;`), map: null };
    },
  };
}

/**
 * Every lucide-react icon module builds its component with lucide's createLucideIcon, which brings lucide's
 * general-purpose builder, context and helpers into the first page. In the build they use
 * src/components/ui/lucide-lite.ts instead: the same <svg>, in about a fifth of the code (lucide-lite.test.tsx
 * compares the two). Tests and the dev server keep lucide's own.
 */
function lucideLite(): Plugin {
  const lite = fileURLToPath(new URL('./src/components/ui/lucide-lite.ts', import.meta.url));
  return {
    name: 'paywise:lucide-lite',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs' || !importer) return null;
      return /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/.test(importer) ? lite : null;
    },
  };
}

/**
 * English messages are written in the code beside their ids (`i18n._({ id, message: 'Hello {name}' })`,
 * `<Trans id message />`) and English has no catalogue (docs/decisions/0026). In production Lingui ships without
 * its message compiler (6 KB brotli): a message given as text would show as written (placeholders, plurals and
 * selects unread) and Lingui warns about it in the console. This compiles every English text at build time into
 * Lingui's compiled form, in place ('Home' becomes ["Home"]). The build fails on a message that is not valid ICU.
 */
export function linguiEnglishInline(): Plugin {
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node =>
    typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
  const stringValue = (node: unknown): string | undefined =>
    isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
  const keyName = (node: Node): string | undefined => {
    const key = node.key as Node;
    return key.type === 'Identifier' ? (key.name as string) : stringValue(key);
  };
  return {
    name: 'paywise:lingui-english-inline',
    apply: 'build',
    transform(code, id) {
      if (
        id.includes('node_modules') ||
        !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]) ||
        !code.includes('message')
      )
        return null;
      const edits: { start: number; end: number; text: string }[] = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) {
          node.forEach(visit);
          return;
        }
        if (!isNode(node)) return;
        if (node.type === 'ObjectExpression') {
          const props = (node.properties as Node[]).filter((prop) => prop.type === 'Property');
          const idProp = props.find(
            (prop) => keyName(prop) === 'id' && stringValue(prop.value) !== undefined,
          );
          const messageProp = props.find((prop) => keyName(prop) === 'message');
          const message = messageProp && stringValue(messageProp.value);
          if (idProp && messageProp && message !== undefined) {
            let compiled: unknown;
            try {
              compiled = compileMessage(message);
            } catch (error) {
              this.error(`${stringValue(idProp.value)}: not valid ICU MessageFormat (${String(error)})`);
            }
            const value = messageProp.value as Node;
            edits.push({ start: value.start, end: value.end, text: JSON.stringify(compiled) });
          }
        }
        for (const key of Object.keys(node)) if (key !== 'type') visit(node[key]);
      };
      visit(this.parse(code));
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start))
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, once, at the highest level, so
 * the server (@fastify/static preCompressed) sends them without compressing anything per request. A copy that would
 * not be smaller is not written. Runs last, after the service worker and its manifest are generated.
 */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
  const filesUnder = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    });
  return {
    name: 'paywise:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The server-side bundle (entry-server.tsx, for scripts/prerender.mjs) is never sent to a browser.
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (ssr) return;
        for (const file of filesUnder(outDir).filter((name) => compressible.test(name))) {
          const raw = fs.readFileSync(file);
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
      },
    },
  };
}

// Theme and background colours of the installed app: brand-700 and slate-50 of index.css.
const THEME_COLOR = '#3730a3';
const BACKGROUND_COLOR = '#f8fafc';

/**
 * PAYWISE_PSEUDO=1 at build time (`npm run build:pseudo`, into dist-pseudo/ and dist-ssr-pseudo/) makes the test
 * build whose English is a pseudo-locale (src/lib/i18n/pseudo.ts, e2e/pseudo-locale.spec.ts). Otherwise the flag is
 * `false` in the code, and the pseudo-locale's code and catalogue are left out of the build.
 */
const PSEUDO = process.env.PAYWISE_PSEUDO === '1';

export default defineConfig({
  define: { 'import.meta.env.PAYWISE_PSEUDO': JSON.stringify(PSEUDO) },
  plugins: [
    sonnerWithoutInlineStyles(),
    lucideLite(),
    react(),
    // .po catalogues compiled when imported (src/lib/i18n/i18n.ts loads them lazily, per language).
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    linguiEnglishInline(),
    tailwindcss(),
    VitePWA({
      // public/register-sw.js registers it after the page has loaded (a file, not inline: the CSP allows 'self').
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        id: '/',
        name: 'PayWise',
        short_name: 'PayWise',
        description: 'Recharge your mobile, DTH and data card, and pay your bills in a few taps.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and its static files only: never an API answer (nothing under /api is cached).
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}', 'icons/icon-192.png'],
        // The admin's pages (the charts alone are ~100 KB) stay out of every customer's precache; an admin loads
        // them online when needed.
        globIgnores: [
          '**/*.br',
          '**/*.gz',
          'assets/{admin-layout,admin-page,dashboard-charts,dashboard-page,get-admin-stats}-*.js',
          'assets/{users-page,transactions-page,company-page,enquiry-page}-*.js',
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(?:\/|$)/],
        // A new deployment takes over at once (next navigation), and old precaches are dropped.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [],
        // Web push: shows a push as a notification and opens its link on a tap (public/push-sw.js).
        importScripts: ['/push-sw.js'],
      },
    }),
    {
      // iOS takes its home-screen icon from this link, not from the manifest.
      name: 'paywise:apple-touch-icon',
      transformIndexHtml: () => [
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
          injectTo: 'head',
        },
      ],
    },
    precompress(),
  ],
  // Pre-bundling would skip the sonner transform above in development.
  optimizeDeps: { exclude: ['sonner'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // Vite prints every chunk with its gzipped size; bench/bundle-size.mjs checks the first-page budget.
    reportCompressedSize: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own: they change less often than the app, so a release re-downloads less.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
            {
              name: 'react-router',
              test: /[\\/]node_modules[\\/](?:react-router|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'react-query',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]/,
            },
            // The domain's small modules the first page and lazy pages share (money, time, the catalogue's types, the
            // light operator list): one chunk, not four of a few hundred bytes each with their own import glue.
            {
              name: 'domain-core',
              test: /[\\/]packages[\\/]domain[\\/]src[\\/](?:money|time|catalogue[\\/](?:types|operators-light))\.ts$/,
            },
          ],
        },
      },
    },
  },
});
