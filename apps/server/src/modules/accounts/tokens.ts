import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const LIFETIME = '7d';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /** The sessions row of this sign-in (the token's sid): logging out ends it (decision 0046). */
  sessionId: string;
}

/** Tokens remembered as verified, per token service (far more than the sessions active at once). */
const MAX_VERIFIED = 20_000;

/** A session id as startSession makes them (base64url of 16 random bytes); anything else is not a session. */
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

export function createTokenService(secret: string) {
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
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
    sign: async ({ userId, tokenVersion, sessionId }: TokenClaims): Promise<string> =>
      new SignJWT({ ver: tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(await cryptoKey()),
    /**
     * The claims of a valid token, or null for a bad, expired or malformed one (or one without exp, iat or sid: a
     * token from before sessions could not be logged out, so it opens nothing).
     */
    verify: async (token: string): Promise<TokenClaims | null> => {
      // A token verified before is not verified again (its signature cannot have changed): only its expiry is
      // checked (decision 0036). Whether it still opens a session is sessionUser's question, asked every time.
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        // jose checks exp only when it is present: a token without one would never expire, so both are required.
        const { payload } = await jwtVerify(token, await cryptoKey(), {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'iat'],
        });
        const userId = Number(payload.sub);
        const { ver: tokenVersion, sid: sessionId } = payload;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof tokenVersion !== 'number') return null;
        if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null;
        const claims = { userId, tokenVersion, sessionId };
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, { claims, expiresAtMs: payload.exp! * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
