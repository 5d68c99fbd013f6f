import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { serviceBusy } from '../../lib/app-error';

/** OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHashLimits {
  /** argon2 operations running at once in this process. */
  concurrency: number;
  /** How many more may wait for one; beyond that the request is refused at once (503). */
  queue: number;
}

export const SERVER_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/**
 * Every argon2 hash and verification of the process goes through this gate. Each one costs ~20 ms of a core and
 * 19 MiB, and runs on libuv's thread pool, which WebCrypto (the JWT check of every request) shares: a login flood
 * with no gate filled the pool and both cores, and every other request waited behind it (p99 ~1.4 s). With the
 * gate, the hashes of a flood run `concurrency` at a time, a few wait, the rest are told to come back (503).
 * One gate per process (not per app): it shares out this process's CPU.
 */
class HashGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(public limits: PasswordHashLimits) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrency) this.running++;
    else if (this.waiting.length < this.limits.queue) {
      // The slot is handed over by release(): `running` stays counted for the waiter.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else throw serviceBusy('SERVER_BUSY', SERVER_BUSY_MESSAGE, 1);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private release() {
    const next = this.waiting.shift();
    // The slot passes to the first waiter, or is freed.
    if (next) next();
    else this.running--;
  }
}

const gate = new HashGate({ concurrency: Math.max(1, Math.floor(os.availableParallelism() / 2)), queue: 16 });

/** Sets the process's limits (buildApp, from PASSWORD_HASH_*); returns the previous ones. */
export function limitPasswordHashing(limits: PasswordHashLimits): PasswordHashLimits {
  const previous = gate.limits;
  gate.limits = { ...limits };
  return previous;
}

export const hashPassword = (password: string): Promise<string> => gate.run(() => hash(password, OPTIONS));

/** False for a wrong password or a malformed hash; throws only when the server is busy (503). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return gate.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** Verified against when the email is unknown, so that a wrong email costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> =>
  (dummyHash ??= hashPassword('not-a-real-password-0').catch((error: unknown) => {
    // A busy server refused it: the next login computes it again.
    dummyHash = undefined;
    throw error;
  }));
