// `npm start`: builds the web app when it is missing or older than its sources, then runs the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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
if (builtAt < Math.max(...sources.map((s) => newestMtime(path.join(root, s))))) {
  run([['build the web app', 'npm run build']]);
}

const server = spawn('npm', ['run', 'start', '-w', 'apps/server'], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
