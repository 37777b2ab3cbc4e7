import { hashPassword, verifyPassword } from '../../src/services/auth/password.js';
import { DEFAULT_PASSWORD_HASH } from '../../src/config.js';

describe('password hashing', () => {
  const cheap = { logN: 10, r: 8, p: 1 };

  it('produces a self-describing salted hash', async () => {
    const a = await hashPassword('Member@2026', cheap);
    const b = await hashPassword('Member@2026', cheap);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    await expect(verifyPassword('Member@2026', a)).resolves.toBe(true);
    await expect(verifyPassword('member@2026', a)).resolves.toBe(false);
  });

  it('rejects malformed hashes', async () => {
    await expect(verifyPassword('x', 'plain')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$99$8$1$abc$def')).resolves.toBe(false);
  });

  it('uses N = 2^17 by default (maxmem raised)', async () => {
    expect(DEFAULT_PASSWORD_HASH).toEqual({ logN: 17, r: 8, p: 1 });
    const hash = await hashPassword('Strong@2026', DEFAULT_PASSWORD_HASH);
    expect(hash.startsWith('scrypt$17$8$1$')).toBe(true);
    await expect(verifyPassword('Strong@2026', hash)).resolves.toBe(true);
  });
});
