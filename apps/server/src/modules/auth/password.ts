import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so that a wrong email costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password-0'));
