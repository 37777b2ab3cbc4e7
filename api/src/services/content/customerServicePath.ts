import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Customer-service path encryption (spec §3: "the last 8 characters of the path are the key
 * for decrypting the rest").
 *
 *   path   = base64url(iv ‖ tag ‖ ciphertext) + key8
 *   key8   = 8 characters of [A-Za-z0-9_-] (random per answer)
 *   key    = SHA-256(UTF-8 bytes of key8)            (32 bytes → AES-256)
 *   cipher = AES-256-GCM, iv 12 bytes, tag 16 bytes, no additional data
 *
 * WebCrypto: `decrypt({ name: 'AES-GCM', iv }, key, ciphertext ‖ tag)` (it expects the tag
 * appended), so the front end reorders the bytes after decoding.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const CS_KEY_LENGTH = 8;

const keyFor = (key8: string) => createHash('sha256').update(key8, 'utf8').digest();

export function encryptCustomerServicePath(
  plain: string,
  options: { key8?: string; iv?: Buffer } = {},
): string {
  const key8 = options.key8 ?? randomBytes(6).toString('base64url');
  if (!/^[A-Za-z0-9_-]{8}$/.test(key8)) throw new Error('key8 must be 8 base64url characters');
  const iv = options.iv ?? randomBytes(IV_BYTES);
  if (iv.length !== IV_BYTES) throw new Error('iv must be 12 bytes');
  const cipher = createCipheriv('aes-256-gcm', keyFor(key8), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url') + key8;
}

/** Inverse of `encryptCustomerServicePath`; throws on a malformed or tampered path. */
export function decryptCustomerServicePath(path: string): string {
  if (path.length <= CS_KEY_LENGTH) throw new Error('path too short');
  const key8 = path.slice(-CS_KEY_LENGTH);
  const raw = Buffer.from(path.slice(0, -CS_KEY_LENGTH), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('path too short');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(key8), raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
