import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const LIFETIME = '7d';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

export function createTokenService(secret: string) {
  // Imported once: jose would otherwise import the raw secret into WebCrypto on every sign and verify.
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const cryptoKey = () =>
    (imported ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  return {
    sign: async ({ userId, tokenVersion }: TokenClaims): Promise<string> =>
      new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(await cryptoKey()),
    /** The claims of a valid token, or null for a bad, expired or malformed one (or one without exp or iat). */
    verify: async (token: string): Promise<TokenClaims | null> => {
      try {
        // jose checks exp only when it is present: a token without one would never expire, so both are required.
        const { payload } = await jwtVerify(token, await cryptoKey(), {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'iat'],
        });
        const userId = Number(payload.sub);
        const tokenVersion = payload.ver;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof tokenVersion !== 'number') return null;
        return { userId, tokenVersion };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
