import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Development secrets and keys: made once into DATA_DIR when the configuration (config.ts) asks for one and none
 * is configured.
 */

/** `make` runs on the first call only; later calls answer its first result. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** A P-256 key pair as VAPID uses it (base64url: the uncompressed public point, the private scalar). */
function newVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // 32 bytes always: the scalar comes without its leading zero bytes.
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
  };
}

/** The development VAPID key pair, generated once into DATA_DIR (vapid-keys.json) like the other secrets. */
export function developmentVapidKeys(dataDir: string | undefined): { publicKey: string; privateKey: string } {
  if (!dataDir) return newVapidKeys();
  const file = path.join(dataDir, 'vapid-keys.json');
  const read = () => JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  try {
    return read();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const keys = newVapidKeys();
    try {
      fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return read();
      throw err;
    }
    return keys;
  }
}

/**
 * A random secret generated once and kept in DATA_DIR (the development JWT secret, the sandbox gateway's key and
 * webhook secrets), so sessions and signatures survive restarts and every process of one data directory agrees.
 */
export function developmentSecret(dataDir: string | undefined, name: string): string {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    try {
      // 'wx': when two processes start at once, the second keeps the first one's secret.
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
      throw err;
    }
    return secret;
  }
}
