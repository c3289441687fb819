import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/** Secrets the sign-in provider keeps across restarts, stored in DATA_DIR. */
export interface AuthSecrets {
  /** Private signing keys (ES256 for access tokens, RS256 for ID tokens as OIDC requires). */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies; the first signs, all verify. */
  cookieKeys: string[];
  /** Key the API clients' secrets are derived from, so the database never holds them. */
  clientSecretKey: string;
}

const FILE = 'auth-keys.json';

async function signingKey(alg: 'ES256' | 'RS256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg, use: 'sig', kid: randomBytes(8).toString('base64url') };
}

/** New secrets: two signing keys, a cookie key and the client-secret key. */
export async function createAuthSecrets(): Promise<AuthSecrets> {
  return {
    jwks: { keys: [await signingKey('ES256'), await signingKey('RS256')] },
    cookieKeys: [randomBytes(32).toString('base64url')],
    clientSecretKey: randomBytes(32).toString('base64url'),
  };
}

/**
 * Reads the secrets from DATA_DIR, creating them on first start. The file is written
 * owner-only and atomically, so a crash never leaves half a key.
 */
export async function loadAuthSecrets(dataDir: string): Promise<AuthSecrets> {
  return loadAuthSecretsFile(path.join(dataDir, FILE));
}

/** The same from a file of the operator's choice (`AUTH_KEYS_FILE`, shared by instances). */
export async function loadAuthSecretsFile(file: string): Promise<AuthSecrets> {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as AuthSecrets;
  const secrets = await createAuthSecrets();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  fs.renameSync(temporary, file);
  return secrets;
}

/** The public halves of the signing keys, for verifying our own tokens without a fetch. */
export function publicJwks(secrets: AuthSecrets): { keys: JWK[] } {
  return {
    keys: secrets.jwks.keys.map(({ kty, crv, x, y, n, e, alg, use, kid }) =>
      Object.fromEntries(
        Object.entries({ kty, crv, x, y, n, e, alg, use, kid }).filter(([, v]) => v !== undefined),
      ),
    ),
  };
}

/** The algorithm of the key that signs access tokens (see provider.ts, `jwt.sign`). */
export const ACCESS_TOKEN_ALG = 'ES256';

/**
 * The public key access tokens are verified with: only the access-token key, so a token
 * signed with the ID-token key (RS256) is refused as an access token.
 */
export function accessTokenJwks(secrets: AuthSecrets): { keys: JWK[] } {
  return { keys: publicJwks(secrets).keys.filter((key) => key.alg === ACCESS_TOKEN_ALG) };
}
