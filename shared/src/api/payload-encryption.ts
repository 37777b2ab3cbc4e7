/** The server's public payload key, from the permission answer (`permission.encryption`). */
export type EncryptionKey = {
  keyId: string;
  algorithm: string;
  publicKeyJwk: JsonWebKey;
};

/** The body the server decrypts before validation (api/README.md "Encrypted payloads"). */
export type EncryptedBody = {
  keyId: string;
  encryptedKey: string;
  iv: string;
  ciphertext: string;
};

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let index = 0; index < view.length; index += 0x8000)
    binary += String.fromCharCode(...view.subarray(index, index + 0x8000));
  return btoa(binary);
}

const importedKeys = new Map<string, Promise<CryptoKey>>();

function importPublicKey(key: EncryptionKey, subtle: SubtleCrypto): Promise<CryptoKey> {
  const cached = importedKeys.get(key.keyId);
  if (cached) return cached;
  // Only the fields WebCrypto needs: `alg`/`use`/`kid` of the server's JWK are checked strictly.
  const { kty, n, e } = key.publicKeyJwk;
  const imported = subtle.importKey(
    'jwk',
    { kty, n, e, alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  importedKeys.set(key.keyId, imported);
  imported.catch(() => importedKeys.delete(key.keyId));
  return imported;
}

/**
 * Hybrid encryption with WebCrypto: a random AES-256-GCM key encrypts the JSON payload (the tag
 * appended, as `encrypt` returns it) and RSA-OAEP-256 wraps that key. All parts in base64.
 */
export async function encryptPayload(
  payload: unknown,
  key: EncryptionKey,
  cryptoImpl: Crypto = globalThis.crypto,
): Promise<EncryptedBody> {
  const subtle = cryptoImpl.subtle;
  const publicKey = await importPublicKey(key, subtle);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = cryptoImpl.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload ?? {}));
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const rawKey = await subtle.exportKey('raw', aesKey);
  const encryptedKey = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  return {
    keyId: key.keyId,
    encryptedKey: toBase64(encryptedKey),
    iv: toBase64(iv),
    ciphertext: toBase64(ciphertext),
  };
}
