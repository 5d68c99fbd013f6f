// Preloaded into a server process (`node --import <this> …`) by bench/profile/run.sh: counts the statements the pg
// driver sends (Client#query, pool queries included), by their first words, and prints the counts to stderr on
// SIGUSR2, so that statements per request = difference of two counts / requests served in between; and pool
// checkouts that had to wait for a connection. Not the app's.
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
// Pool waits: a checkout that finds every connection of the pool busy (and the pool at its size) waits.
// pg's Pool extends pg-pool's (not a dependency of ours): patch the class it extends.
const Pool = { prototype: Object.getPrototypeOf(require('pg').Pool.prototype) };
let checkouts = 0;
let waits = 0;
const connect = Pool.prototype.connect;
Pool.prototype.connect = function (...args) {
  checkouts += 1;
  if (this._idle.length === 0 && this._clients.length >= this.options.max) waits += 1;
  return connect.apply(this, args);
};
process.on('SIGUSR2', () => {
  process.stderr.write(`STATEMENTS ${process.pid} ${statements}\n`);
  process.stderr.write(`POOL checkouts ${checkouts} waits ${waits}\n`);
  for (const [text, n] of byText) process.stderr.write(`STATEMENT ${n} ${text}\n`);
});
