// Preloaded into a server process (`node --import <this> …`) by bench/profile/run.sh: counts the statements the pg
// driver sends (Client#query, pool queries included), by their first words, and prints the counts to stderr on
// SIGUSR2, so that statements per request = difference of two counts / requests served in between. Not the app's.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const pg = require('pg');
let statements = 0;
const byText = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  statements += 1;
  const config = args[0];
  const text = typeof config === 'string' ? config : (config?.name ?? config?.text ?? '?');
  const key = String(text).replace(/\s+/g, ' ').slice(0, 90);
  byText.set(key, (byText.get(key) ?? 0) + 1);
  return query.apply(this, args);
};
process.on('SIGUSR2', () => {
  process.stderr.write(`STATEMENTS ${process.pid} ${statements}\n`);
  for (const [text, n] of byText) process.stderr.write(`STATEMENT ${n} ${text}\n`);
});
