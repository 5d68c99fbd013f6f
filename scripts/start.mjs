// `npm start`: builds the web app when it is missing or older than its sources, then runs the server as this
// process's only child, passes SIGINT and SIGTERM on to it, and exits as it exits.
// With WEB_DIST set, that directory is served as it is and nothing is built.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (!process.env.WEB_DIST && builtAt < Math.max(...sources.map((s) => newestMtime(path.join(root, s))))) {
  run([['build the web app', 'npm run build']]);
}

// Node itself, not `npm run start -w apps/server` (npm → sh → tsx → node): sh passes no SIGTERM on, so the
// server was left running after npm had exited, or was killed without draining when npm was a container's PID 1.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  stdio: 'inherit',
  // As under npm: the server's directory, and INIT_CWD for a relative DATA_DIR (see invocationDir in
  // config.ts): where `npm start` was typed, or where `node scripts/start.mjs` is run.
  cwd: path.join(root, 'apps/server'),
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});

const forwarded = ['SIGINT', 'SIGTERM'];
for (const signal of forwarded) process.on(signal, () => server.kill(signal));

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Killed by a signal: die of the same one, so whoever started us sees what happened. A container's PID 1
  // ignores signals it has no handler for: then the shell convention, 128 + the signal's number.
  for (const name of forwarded) process.removeAllListeners(name);
  process.kill(process.pid, signal);
  setTimeout(() => process.exit(128 + (os.constants.signals[signal] ?? 0)), 500);
});
