import { createHash, createHmac, hkdfSync, randomBytes, webcrypto } from 'node:crypto';
import { FREIGHTS_TOPIC, LIMITS, ROLES } from '@tariq/contracts';
import type { TRole } from '@tariq/contracts';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { TClock } from '../clock';

const ISSUER = 'tariq';
/** Distinct audiences keep each token to its purpose (SECURITY.md #7). */
const API_AUDIENCE = 'tariq:api';
const HUB_AUDIENCE = 'tariq:hub';
const ALGORITHMS = ['HS256'];
/**
 * How far ahead of our clock a token's `iat` may be (instances' clocks drift a little); a token
 * issued later than that was not issued by us in good faith.
 */
const IAT_TOLERANCE_SECONDS = 10;
/** Verified access tokens kept (see verifyAccessToken): a few MB at most. */
const VERIFIED_TOKENS_MAX = 10_000;

/** `sid`: the session (refresh-token family) the token was issued for; absent only on tokens signed outside a login. */
export type TAccessClaims = { sub: string; roles: TRole[]; sid?: string };
export type TVerifyResult = { ok: true; claims: TAccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Imported once as a Web Crypto key: jose (Web Crypto based) would otherwise import raw bytes or a
 * key object again on every signature and verification, a hot cost of every authenticated request.
 */
function deriveKey(secret: string, purpose: string): Promise<webcrypto.CryptoKey> {
  const bytes = new Uint8Array(hkdfSync('sha256', secret, 'tariq', purpose, 32));
  return webcrypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** A key given as text (an external hub's), imported once like the derived ones. */
function importTextKey(key: string): Promise<webcrypto.CryptoKey> {
  const bytes = new TextEncoder().encode(key);
  return webcrypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** An opaque token (256 bits from the CSPRNG) and the hash we store in its place. */
export function createOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * `hubSubscriberKey`: with an external Mercure hub, hub tokens are signed with its subscriber key,
 * so the same `mercure_token` opens a stream on either hub.
 */
export function createTokenService(secret: string, clock: TClock, options: { hubSubscriberKey?: string } = {}) {
  const accessKey = deriveKey(secret, 'access-token');
  const hubKey = options.hubSubscriberKey
    ? importTextKey(options.hubSubscriberKey)
    : deriveKey(secret, 'mercure-subscriber');
  const successorKey = Buffer.from(hkdfSync('sha256', secret, 'tariq', 'refresh-successor', 32));
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  /**
   * Access tokens already verified, by their exact text: the same bytes verify the same way, so a
   * request repeating its token skips the HMAC (a fifth of the work of a cached search). Each use
   * still checks the token's time window; only good tokens are kept.
   */
  const verified = new Map<string, { claims: TAccessClaims; notBefore: number; expires: number }>();

  return {
    /**
     * The refresh token that replaces `token` on rotation: derived from it (HMAC with a key of
     * the secret), so every refresh of one token within the grace window gets the same successor
     * and a family stays one chain, with only hashes stored. Unguessable without the secret.
     */
    successorRefreshToken(token: string): { token: string; hash: string } {
      const successor = createHmac('sha256', successorKey).update(token).digest('base64url');
      return { token: successor, hash: hashOpaqueToken(successor) };
    },

    /** `sessionId`: the login's refresh-token family, so the API knows which session a request comes with. */
    async signAccessToken(userId: string, roles: TRole[], sessionId?: string): Promise<string> {
      const iat = nowSeconds();
      return new SignJWT(sessionId ? { roles, sid: sessionId } : { roles })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(API_AUDIENCE)
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(iat + LIMITS.accessTokenTtlSeconds)
        .sign(await accessKey);
    },

    async verifyAccessToken(token: string): Promise<TVerifyResult> {
      const known = verified.get(token);
      const now = nowSeconds();
      if (known && now >= known.notBefore && now < known.expires) return { ok: true, claims: known.claims };
      try {
        const { payload, protectedHeader } = await jwtVerify(token, await accessKey, {
          algorithms: ALGORITHMS,
          issuer: ISSUER,
          audience: API_AUDIENCE,
          typ: 'at+jwt',
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (protectedHeader.jku || protectedHeader.jwk || protectedHeader.x5u) return { ok: false, reason: 'invalid' };
        if (payload.iat! > now + IAT_TOLERANCE_SECONDS) return { ok: false, reason: 'invalid' };
        const roles = Array.isArray(payload.roles) ? payload.roles : [];
        if (!roles.every((role): role is TRole => (ROLES as readonly unknown[]).includes(role))) {
          return { ok: false, reason: 'invalid' };
        }
        const claims: TAccessClaims = { sub: payload.sub!, roles };
        if (typeof payload.sid === 'string') claims.sid = payload.sid;
        if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, notBefore: payload.nbf ?? payload.iat!, expires: payload.exp! });
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },

    /**
     * Lets the holder subscribe to its own topic (its user id), to the public `freights` topic and to
     * its company's topics given (a carrier's private exchange), nothing else, for as long as the session it came with (`sid`: the refresh-token family) is
     * live: the hub checks the family on every subscription, and the token expires with it.
     */
    async signMercureToken(
      userId: string,
      session: { id: string; expiresAt: Date },
      /** Topics of the user's company it may follow too (a carrier's private exchange). */
      companyTopics: readonly string[] = [],
      /** False: its own topic only, not the public `freights` one (a driver, issue 29). */
      options: { publicTopics?: boolean } = {},
    ): Promise<string> {
      const iat = nowSeconds();
      const exp = Math.min(iat + LIMITS.refreshTokenTtlSeconds, Math.floor(session.expiresAt.getTime() / 1000));
      const publicTopics = options.publicTopics === false ? [] : [FREIGHTS_TOPIC];
      return new SignJWT({ mercure: { subscribe: [userId, ...publicTopics, ...companyTopics] }, sid: session.id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(HUB_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(await hubKey);
    },

    async verifyMercureToken(token: string): Promise<{ sub: string; sid: string; topics: string[] } | null> {
      try {
        const { payload } = await jwtVerify(token, await hubKey, {
          algorithms: ALGORITHMS,
          issuer: ISSUER,
          audience: HUB_AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        // A token with no session to check against (an older one) cannot be ended by a logout.
        if (typeof payload.sid !== 'string') return null;
        if (payload.iat !== undefined && payload.iat > nowSeconds() + IAT_TOLERANCE_SECONDS) return null;
        const mercure = payload.mercure as { subscribe?: unknown } | undefined;
        const topics = Array.isArray(mercure?.subscribe) ? mercure.subscribe.filter((t) => typeof t === 'string') : [];
        return { sub: payload.sub!, sid: payload.sid, topics };
      } catch {
        return null;
      }
    },
  };
}

export type TTokenService = ReturnType<typeof createTokenService>;
