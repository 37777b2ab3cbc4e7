import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the API must read back (a member's authenticator secret) are stored sealed with
 * AES-256-GCM under a data key from the configuration (DATA_KEYS), never as plain text: a copy
 * of the database alone does not give them away. Each sealed value names its key, so keys
 * rotate: the first key seals, every listed key opens, and `needsReseal` finds the values a
 * start-up pass moves to the current key. The row's owner is bound in as associated data, so
 * a sealed value copied onto another member's row does not open.
 *
 * Sealed: `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts).
 */
export interface DataKey {
  id: string;
  key: Buffer;
}

export interface SecretBox {
  seal(plain: string, owner: string): string;
  open(sealed: string, owner: string): string;
  /** Sealed under another key than the current one (or stored before sealing existed). */
  needsReseal(sealed: string): boolean;
}

const VERSION = 'v1';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const KEY_BYTES = 32;
const IV_BYTES = 12;

/**
 * DATA_KEYS: `id:base64key[,id:base64key…]`, the current key first; each key 32 random bytes
 * (`openssl rand -base64 32`).
 */
export function parseDataKeys(value: string): DataKey[] {
  const keys = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      const [id = '', encoded = ''] = entry.split(':');
      const key = Buffer.from(encoded, 'base64');
      if (!KEY_ID.test(id) || key.length !== KEY_BYTES)
        throw new Error(
          `DATA_KEYS takes id:key pairs, each key ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`,
        );
      return { id, key };
    });
  if (keys.length === 0) throw new Error('DATA_KEYS names no key');
  if (new Set(keys.map((key) => key.id)).size !== keys.length)
    throw new Error('DATA_KEYS names a key id twice');
  return keys;
}

/** A new key entry for DATA_KEYS, named by the day it was made. */
export function generateDataKey(now = new Date()): string {
  const id = `k${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(2).toString('hex')}`;
  return `${id}:${randomBytes(KEY_BYTES).toString('base64')}`;
}

export function createSecretBox(keys: readonly DataKey[]): SecretBox {
  const current = keys[0];
  if (!current) throw new Error('a secret box needs at least one data key');
  const byId = new Map(keys.map((key) => [key.id, key.key]));
  const aad = (owner: string) => Buffer.from(`owner:${owner}`);
  return {
    seal(plain, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(aad(owner));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, current.id, ...parts].join('.');
    },
    open(sealed, owner) {
      // Stored before secrets were sealed: readable until the start-up pass seals it.
      if (!sealed.startsWith(`${VERSION}.`)) return sealed;
      const [, keyId = '', iv = '', tag = '', body = ''] = sealed.split('.');
      const key = byId.get(keyId);
      if (!key) throw new Error(`sealed with data key "${keyId}", which DATA_KEYS no longer lists`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(owner));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    needsReseal(sealed) {
      return !sealed.startsWith(`${VERSION}.${current.id}.`);
    },
  };
}
