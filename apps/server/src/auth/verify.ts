import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/** Who is calling, as a verified access token says. */
export interface Caller {
  /** A signed-in person, or a client acting for itself (an AIS or API client). */
  kind: 'user' | 'client';
  issuer: string;
  subject: string;
  /**
   * Key of the caller's own data: the subject at our issuer, issuer-qualified for an
   * external one, so two issuers' subjects never share data.
   */
  userKey: string;
  clientId: string | undefined;
  scopes: string[];
  roles: string[];
  policies: string[];
}

/** A token that is missing, malformed, expired, forged or from an issuer we do not trust. */
export class TokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenError';
  }
}

export interface TrustedIssuer {
  issuer: string;
  /** The `aud` the access token must carry; unchecked when undefined. */
  audience: string | undefined;
  keys: JWTVerifyGetKey;
  /** Whether this is our built-in provider (its access tokens are typed `at+jwt`). */
  builtIn: boolean;
  /**
   * The algorithms its access tokens may be signed with. Our provider signs access tokens
   * with ES256 only; its RS256 key is for ID tokens, and a token it signed must not pass
   * as an access token.
   */
  algorithms?: string[];
}

/** What an external issuer's access tokens may be signed with. */
const EXTERNAL_ALGORITHMS = ['ES256', 'ES384', 'RS256', 'RS384', 'RS512', 'PS256', 'EdDSA'];

export interface VerifierOptions {
  issuers: TrustedIssuer[];
  rolesClaim: string;
  policiesClaim: string;
}

/** Reads a claim by a dotted path (`realm_access.roles`), as list or space-separated text. */
export function claimList(payload: JWTPayload, path: string): string[] {
  let value: unknown = payload;
  for (const part of path.split('.')) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/**
 * Verifies bearer access tokens from any trusted issuer, our own or an external one,
 * through one path: signature against the issuer's keys, issuer, audience and expiry.
 */
export function createTokenVerifier(options: VerifierOptions) {
  const byIssuer = new Map(options.issuers.map((issuer) => [issuer.issuer, issuer]));
  return async function verifyAccessToken(token: string): Promise<Caller> {
    let claimedIssuer: string | undefined;
    try {
      claimedIssuer = decodeJwt(token).iss;
    } catch {
      throw new TokenError('The access token is not a JWT');
    }
    const trusted = claimedIssuer ? byIssuer.get(claimedIssuer) : undefined;
    if (!trusted) throw new TokenError('The access token is from an issuer we do not trust');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, trusted.keys, {
        issuer: trusted.issuer,
        ...(trusted.audience ? { audience: trusted.audience } : {}),
        ...(trusted.builtIn ? { typ: 'at+jwt' } : {}),
        algorithms: trusted.algorithms ?? EXTERNAL_ALGORITHMS,
        clockTolerance: 30,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenError('The access token expired');
      if (error instanceof joseErrors.JOSEError) {
        throw new TokenError(`The access token is not valid (${error.code})`);
      }
      throw error;
    }
    if (!payload.sub) throw new TokenError('The access token names no subject');
    const clientId =
      typeof payload.client_id === 'string'
        ? payload.client_id
        : typeof payload.azp === 'string'
          ? payload.azp
          : undefined;
    const kind = clientId !== undefined && payload.sub === clientId ? 'client' : 'user';
    return {
      kind,
      issuer: trusted.issuer,
      subject: payload.sub,
      userKey: trusted.builtIn ? payload.sub : `${trusted.issuer}#${payload.sub}`,
      clientId,
      scopes: claimList(payload, 'scope'),
      roles: kind === 'user' ? claimList(payload, options.rolesClaim) : [],
      policies: kind === 'user' ? claimList(payload, options.policiesClaim) : [],
    };
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

/** Our own keys, checked locally: no request to ourselves for every token. */
export function localKeys(jwks: { keys: JWK[] }): JWTVerifyGetKey {
  return createLocalJWKSet(jwks);
}

/**
 * An external issuer's keys, found through its discovery document and fetched (and cached,
 * refetched on an unknown key id) by jose.
 */
export function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`Discovery at ${issuer} answered ${response.status}`);
    const document = (await response.json()) as { jwks_uri?: string; issuer?: string };
    if (!document.jwks_uri) throw new Error(`Discovery at ${issuer} names no jwks_uri`);
    return createRemoteJWKSet(new URL(document.jwks_uri));
  };
  return async (header, token) => {
    keys ??= discover().catch((error: unknown) => {
      keys = undefined; // try discovery again on the next token
      throw error;
    });
    return (await keys)(header, token);
  };
}
