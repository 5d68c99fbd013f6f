#!/usr/bin/env node
// Categorises a V8 .cpuprofile (node --cpu-prof) by call stack, counting only the samples between two
// CLOCK_MONOTONIC instants in microseconds (the load window; V8's profile clock is the same clock on Linux).
//   node categorise.mjs <file.cpuprofile> [fromUs] [toUs]
// A sample goes to the first category found walking from its leaf frame to the root (the innermost library wins).
import fs from 'node:fs';

const [file, fromArg, toArg] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const from = fromArg ? Number(fromArg) : -Infinity;
const to = toArg ? Number(toArg) : Infinity;
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const SOCKET_WRITE =
  /^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString|writeUcs2String)$/;
function category(id) {
  const leaf = nodes.get(id).callFrame;
  if (leaf.functionName === '(idle)') return 'idle';
  if (leaf.functionName === '(garbage collector)') return 'garbage collector';
  if (leaf.functionName === '(program)') return '(program: V8/native, no JS frame)';
  const frames = [];
  for (let at = id; at !== undefined; at = parent.get(at)) frames.push(nodes.get(at).callFrame);
  const urls = frames.map((f) => f.url);
  if (SOCKET_WRITE.test(leaf.functionName) || (leaf.url === '' && /write/i.test(leaf.functionName))) {
    if (urls.some((u) => /node_modules\/(pg|pg-protocol|pg-pool)\//.test(u)))
      return 'socket writes to PostgreSQL';
    if (urls.some((u) => /node_modules\/(pino|sonic-boom|thread-stream)\//.test(u)))
      return 'logging (pino, its writes)';
    return 'socket writes: HTTP answers and other';
  }
  for (const f of frames) {
    const u = f.url;
    if (!u) continue;
    if (
      /node_modules\/(pino|sonic-boom|fast-redact|pino-std-serializers|@pinojs|quick-format-unescaped|fast-safe-stringify)\//.test(
        u,
      ) ||
      /src\/(lib\/logger|plugins\/request-log)\.ts/.test(u)
    )
      return 'logging (pino, its writes)';
    if (/node_modules\/prom-client\//.test(u) || /src\/(plugins\/metrics|lib\/metrics)\.ts/.test(u))
      return 'metrics (prom-client)';
    if (/node_modules\/drizzle-orm\//.test(u)) return 'drizzle (building SQL, mapping rows)';
    if (/node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-.*|pgpass)\//.test(u))
      return 'pg driver (protocol, parsing)';
    if (/node_modules\/jose\//.test(u) || /^node:internal\/crypto/.test(u))
      return 'crypto (JWT, signatures, ids)';
    if (/node_modules\/(zod|fastify-type-provider-zod)\//.test(u)) return 'zod (validation, serialisation)';
    if (
      /node_modules\/(fastify|find-my-way|light-my-request|avvio|@fastify|fast-json-stringify|secure-json-parse|fast-querystring|toad-cache|process-warning|content-type)\//.test(
        u,
      )
    )
      return 'fastify (routing, hooks, JSON)';
    if (/node_modules\/pg-boss\//.test(u)) return 'pg-boss (jobs)';
    if (/node_modules\/tsx\//.test(u)) return 'tsx (loader)';
    if (/apps\/server\/src\/|packages\/domain\//.test(u)) return 'app code (modules, plugins)';
  }
  if (frames.some((f) => /^node:(_http|http|net|internal\/(http|stream|streams|net))/.test(f.url)))
    return 'Node HTTP/net internals';
  return 'other (Node internals, timers, promises)';
}

let t = profile.startTime;
const bySamples = process.env.BY_SAMPLES === '1';
const counts = new Map();
let total = 0;
let first = null,
  last = null;
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i];
  if (t < from || t > to) return;
  first ??= t;
  last = t;
  const c = category(id);
  const weight = bySamples ? 1000 : (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i]);
  counts.set(c, (counts.get(c) ?? 0) + weight);
  total += weight;
});
const rows = [...counts].sort((a, b) => b[1] - a[1]);
const busy = total - (counts.get('idle') ?? 0);
console.log(
  `window ${((last - first) / 1e6).toFixed(1)} s, main thread busy ${(busy / 1e6).toFixed(2)} s (${((100 * busy) / total).toFixed(1)} %)`,
);
console.log('| main thread | share of window | ms |');
console.log('| --- | --- | --- |');
for (const [c, us] of rows)
  console.log(`| ${c} | ${((100 * us) / total).toFixed(1)} % | ${(us / 1000).toFixed(0)} |`);
console.log(`BUSY_US ${busy}`);
