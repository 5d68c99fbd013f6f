// Gzipped JavaScript of the built web app: the first page (the entry chunk and everything index.html makes the
// browser download with it) and every lazily loaded chunk. Fails when the first page is over its budget.
// Usage: npm run build && node bench/bundle-size.mjs [distDir]
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error(`No build at ${dist}: run "npm run build" first.`);
  process.exit(2);
}

const html = fs.readFileSync(indexFile, 'utf8');
const referenced = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
// Vite lists the entry as a module script and its static imports as modulepreload links.
const firstPage = new Set(
  [
    ...referenced(/<script[^>]+type="module"[^>]+src="([^"]+\.js)"/g),
    ...referenced(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((href) => path.join(dist, href.replace(/^\//, ''))),
);

const kb = (bytes) => (bytes / 1024).toFixed(2).padStart(8);
const gzipped = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;
const assets = path.join(dist, 'assets');
const allJs = fs
  .readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => path.join(assets, name));

const rows = (files) =>
  files
    .map((file) => ({ file: path.relative(dist, file), raw: fs.statSync(file).size, gzip: gzipped(file) }))
    .sort((a, b) => b.gzip - a.gzip);

const first = rows([...firstPage]);
const lazy = rows(allJs.filter((file) => !firstPage.has(file)));
const total = (list) => list.reduce((sum, row) => sum + row.gzip, 0);

console.log('First page (/recharge/mobile): entry chunk and its static imports');
for (const row of first) console.log(`  ${kb(row.gzip)} KB gzip  (${kb(row.raw)} KB raw)  ${row.file}`);
const firstTotal = total(first);
console.log(`  ${kb(firstTotal)} KB gzip  total, budget ${BUDGET_KB} KB\n`);

console.log('Lazy chunks (loaded when their page is first visited)');
for (const row of lazy) console.log(`  ${kb(row.gzip)} KB gzip  (${kb(row.raw)} KB raw)  ${row.file}`);
console.log(`  ${kb(total(lazy))} KB gzip  total\n`);

if (firstTotal > BUDGET_KB * 1024) {
  console.error(
    `FAIL: the first page ships ${(firstTotal / 1024).toFixed(2)} KB of gzipped JavaScript (budget ${BUDGET_KB} KB).`,
  );
  process.exit(1);
}
console.log(`OK: the first page is within its ${BUDGET_KB} KB budget.`);
