import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keptDataKeys } from '../../src/services/security/dataKeyFile.js';
import {
  createSecretBox,
  generateDataKey,
  parseDataKeys,
} from '../../src/services/security/secretBox.js';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('the secret box', () => {
  it('seals so that only the same owner under a listed key opens it', () => {
    const box = createSecretBox([key('a')]);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'member-1');
    expect(sealed).toMatch(/^v1\.a\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'member-1')).not.toBe(sealed);
    expect(box.open(sealed, 'member-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'member-2')).toThrow();
    expect(() => createSecretBox([key('b')]).open(sealed, 'member-1')).toThrow(/"a"/);
    const [version, id, iv, tag, body] = sealed.split('.');
    const flipped = `${version}.${id}.${iv}.${tag}.${body!.slice(0, -2)}AA`;
    expect(() => box.open(flipped, 'member-1')).toThrow();
  });

  it('rotates: the new key seals, the old one still opens, and old values need re-sealing', () => {
    const old = key('old');
    const sealedBefore = createSecretBox([old]).seal('secret', 'm');
    const rotated = createSecretBox([key('new'), old]);
    expect(rotated.open(sealedBefore, 'm')).toBe('secret');
    expect(rotated.needsReseal(sealedBefore)).toBe(true);
    expect(rotated.needsReseal(rotated.seal('secret', 'm'))).toBe(false);
    // A value stored before sealing existed reads as itself until it is re-sealed.
    expect(rotated.open('PLAINSECRET', 'm')).toBe('PLAINSECRET');
    expect(rotated.needsReseal('PLAINSECRET')).toBe(true);
  });

  it('reads DATA_KEYS and refuses a short key, a bad id or a repeated one', () => {
    const first = generateDataKey();
    const second = generateDataKey();
    expect(parseDataKeys(`${first}, ${second}`).map((entry) => entry.key.length)).toEqual([32, 32]);
    expect(() => parseDataKeys(`a:${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
    expect(() => parseDataKeys(`bad id:${randomBytes(32).toString('base64')}`)).toThrow();
    expect(() => parseDataKeys(`${first},${first}`)).toThrow(/twice/);
    expect(() => parseDataKeys(' , ')).toThrow(/no key/);
  });

  it('keeps a key file of its own, made once and readable by its owner only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'data-keys-'));
    try {
      const file = path.join(dir, 'nested', 'data-keys');
      const made = keptDataKeys(file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(keptDataKeys(file)[0]!.key.equals(made[0]!.key)).toBe(true);
      expect(readFileSync(file, 'utf8').trim().split(',')).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
