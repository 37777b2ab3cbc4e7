import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';

/**
 * Hybrid payload encryption: the client encrypts a random AES-256 key with the server's
 * RSA-OAEP (SHA-256) public key and the JSON payload with AES-256-GCM (tag appended to the
 * ciphertext, as WebCrypto produces it).
 */
export interface EncryptedPayload {
  keyId: string;
  encryptedKey: string;
  iv: string;
  ciphertext: string;
}

export interface PublicEncryptionInfo {
  keyId: string;
  algorithm: 'RSA-OAEP-256+A256GCM';
  publicKeyJwk: JsonWebKey;
}

export class PayloadDecryptionError extends Error {}

let processKey: KeyObject | null = null;

/** One 2048-bit key pair per process unless a PEM is configured. */
function privateKeyFrom(pem: string | null): KeyObject {
  if (pem) return createPrivateKey(pem);
  processKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return processKey;
}

export class PayloadCipher {
  readonly #privateKey: KeyObject;
  readonly info: PublicEncryptionInfo;

  constructor(privateKeyPem: string | null) {
    this.#privateKey = privateKeyFrom(privateKeyPem);
    const publicKey = createPublicKey(this.#privateKey);
    const spki = publicKey.export({ type: 'spki', format: 'der' });
    const keyId = createHash('sha256').update(spki).digest('base64url').slice(0, 16);
    this.info = {
      keyId,
      algorithm: 'RSA-OAEP-256+A256GCM',
      publicKeyJwk: {
        ...publicKey.export({ format: 'jwk' }),
        alg: 'RSA-OAEP-256',
        use: 'enc',
        kid: keyId,
      },
    };
  }

  static isEnvelope(body: unknown): body is EncryptedPayload {
    if (!body || typeof body !== 'object') return false;
    const record = body as Record<string, unknown>;
    return ['keyId', 'encryptedKey', 'iv', 'ciphertext'].every(
      (name) => typeof record[name] === 'string',
    );
  }

  /** Returns the decrypted JSON value; throws PayloadDecryptionError on any failure. */
  decrypt(payload: EncryptedPayload): unknown {
    if (payload.keyId !== this.info.keyId) throw new PayloadDecryptionError('Unknown keyId');
    try {
      const aesKey = privateDecrypt(
        { key: this.#privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(payload.encryptedKey, 'base64'),
      );
      const iv = Buffer.from(payload.iv, 'base64');
      const data = Buffer.from(payload.ciphertext, 'base64');
      if (aesKey.length !== 32 || iv.length !== 12 || data.length < 17) {
        throw new PayloadDecryptionError('Malformed payload');
      }
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(data.subarray(data.length - 16));
      const plain = Buffer.concat([
        decipher.update(data.subarray(0, data.length - 16)),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as unknown;
    } catch (error) {
      if (error instanceof PayloadDecryptionError) throw error;
      throw new PayloadDecryptionError('Payload could not be decrypted');
    }
  }
}
