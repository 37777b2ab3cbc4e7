/**
 * @jest-environment node
 */
import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { okEnvelope, startTestServer, type TestServer } from '../testing/test-server';
import { login } from '../session/session.resource';
import { configureApiClient } from './client';
import { encryptPayload, type EncryptedBody, type EncryptionKey } from './payload-encryption';

/** What the API's payload cipher does, with node's crypto. */
function decrypt(body: EncryptedBody, privateKey: KeyObject): unknown {
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(body.encryptedKey, 'base64'),
  );
  const data = Buffer.from(body.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(body.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([
    decipher.update(data.subarray(0, data.length - 16)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8'));
}

function keyPair(keyId: string): { key: EncryptionKey; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    key: {
      keyId,
      algorithm: 'RSA-OAEP-256+A256GCM',
      publicKeyJwk: {
        ...publicKey.export({ format: 'jwk' }),
        alg: 'RSA-OAEP-256',
        use: 'enc',
      },
    },
  };
}

const first = keyPair('key-one');

it('encrypts with WebCrypto so that node (the API) decrypts the same JSON', async () => {
  const payload = { username: 'rahim', password: 'পাসওয়ার্ড@2026', type: 'username' };
  const body = await encryptPayload(payload, first.key);
  expect(body.keyId).toBe('key-one');
  expect(Buffer.from(body.iv, 'base64')).toHaveLength(12);
  expect(Buffer.from(body.encryptedKey, 'base64')).toHaveLength(256);
  expect(body.ciphertext).not.toContain('rahim');
  expect(decrypt(body, first.privateKey)).toEqual(payload);
});

it('uses a fresh AES key and IV for every payload', async () => {
  const a = await encryptPayload({ a: 1 }, first.key);
  const b = await encryptPayload({ a: 1 }, first.key);
  expect(a.iv).not.toBe(b.iv);
  expect(a.encryptedKey).not.toBe(b.encryptedKey);
  expect(decrypt(b, first.privateKey)).toEqual({ a: 1 });
});

describe('the client', () => {
  let server: TestServer;
  const second = keyPair('key-two');
  let currentKeyId = 'key-one';
  beforeAll(async () => {
    server = await startTestServer((request) => {
      if (request.path !== '/wps/session/login') return undefined;
      const body = request.body as EncryptedBody;
      if (request.headers.encryption !== '1' || body.keyId !== currentKeyId)
        return {
          status: 400,
          body: {
            success: false,
            code: 'DECRYPTION_FAILED',
            message: 'Unknown keyId',
            value: { encryption: second.key },
          },
        };
      return okEnvelope({ token: 'tok', firstTimeLogin: false, passwordExpired: false });
    });
    configureApiClient({
      baseURL: server.url,
      getMerchantCode: () => 'PADMA',
      getToken: () => null,
      getLanguage: () => 'en',
      getEncryptionKey: () => first.key,
    });
  });
  afterAll(() => server.close());

  it('sends the calls marked encrypted with the Encryption header and an encrypted body', async () => {
    const result = await login({ type: 'username', username: 'rahim', password: 'x1' });
    expect(result.token).toBe('tok');
    const [request] = server.requests;
    expect(request?.headers.encryption).toBe('1');
    expect(decrypt(request?.body as EncryptedBody, first.privateKey)).toEqual({
      type: 'username',
      username: 'rahim',
      password: 'x1',
    });
  });

  it('repeats a call once with the key the server offers after a restart', async () => {
    server.requests.length = 0;
    currentKeyId = 'key-two';
    await login({ type: 'username', username: 'rahim', password: 'x2' });
    expect(server.requests).toHaveLength(2);
    expect(decrypt(server.requests[1]?.body as EncryptedBody, second.privateKey)).toMatchObject({
      password: 'x2',
    });
  });
});
