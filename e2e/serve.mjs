// The app as a new user runs it, on a fresh embedded database in a temporary directory, for the e2e tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3210',
  DATA_DIR: dataDir,
  // A spec that must set a row's state the sandbox never reaches (refund-clock.spec.ts) runs on PostgreSQL.
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  SMTP_URL: '',
  REDIS_URL: '',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  // The e2e suite registers and logs in many times from one address.
  RATE_LIMIT_LOGIN: '1000',
  RATE_LIMIT_REGISTER: '1000',
  RATE_LIMIT_CONTACT: '1000',
  RATE_LIMIT_OTP: '1000',
  RATE_LIMIT_SMS_ADDRESS: '1000',
};

// The admin of the e2e tests (e2e/helpers/session.ts E2E_ADMIN), made the way the README tells a new user.
const admin = JSON.parse(fs.readFileSync(new URL('./helpers/e2e-admin.json', import.meta.url), 'utf8'));
const created = spawnSync(
  'npx',
  [
    'tsx',
    'apps/server/src/cli/create-admin.ts',
    '--email',
    admin.email,
    '--password',
    admin.password,
    '--username',
    admin.username,
  ],
  { stdio: 'inherit', env },
);
if (created.status !== 0) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(created.status ?? 1);
}

// The server itself (node with the tsx loader), not `npx tsx`: a signal sent to it reaches the server, which
// drains and stops its workers; through npx the server was left running on the port after SIGTERM.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env,
});
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
