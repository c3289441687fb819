import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost: N=2^15, r=8, p=1 needs 32 MiB and about 60 ms per hash on this class of
 * machine, enough to slow guessing without stalling sign-in.
 */
const COST = { N: 32768, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 128 * options.N! * options.r! * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url), parameters kept for upgrades. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** True when the password matches the stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  const key = await derive(password, Buffer.from(parts[4] ?? '', 'base64url'), { N, r, p });
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** A password nobody will guess, for generated demo-user passwords: 20 base64url chars. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
