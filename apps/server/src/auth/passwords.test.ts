import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('sjøsprøyt-2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('sjøsprøyt');
    expect(await verifyPassword('sjøsprøyt-2026', hash)).toBe(true);
    expect(await verifyPassword('sjøsprøyt-2027', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$1$2$3$4$5']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('generates long random passwords', () => {
    const a = generatePassword();
    expect(a).toHaveLength(20);
    expect(a).not.toBe(generatePassword());
  });
});
