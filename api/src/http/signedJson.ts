import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, errors } from '../errors.js';
import { isSignedWithAny } from '../services/wallet/seamlessSecrets.js';

/** Raw request bodies, kept for the signature check. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * Makes the (encapsulated) plugin's routes take only JSON signed by an outside caller: hex
 * HMAC-SHA256 of the raw body in `X-Signature`, with one of the secrets `secretsOf` answers for
 * the request (a game vendor's, a payment provider's). Checked before validation, so an
 * unsigned body is refused before anything reads it.
 */
export function acceptSignedJson(
  fastify: FastifyInstance,
  secretsOf: (request: FastifyRequest) => Promise<readonly string[]>,
): void {
  // Only these routes parse JSON themselves, keeping the raw bytes.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request, raw: Buffer, done) => {
      rawBodies.set(request, raw);
      try {
        done(null, raw.length === 0 ? {} : JSON.parse(raw.toString('utf8')));
      } catch {
        done(errors.validation('body', 'Body is not valid JSON'), undefined);
      }
    },
  );

  fastify.addHook('preValidation', async (request) => {
    const secrets = await secretsOf(request);
    const header = request.headers['x-signature'];
    const signature = Array.isArray(header) ? header[0] : header;
    const raw = rawBodies.get(request) ?? Buffer.alloc(0);
    if (!signature || !isSignedWithAny(secrets, raw, signature)) {
      throw new ApiError(401, 'SIGNATURE_INVALID', 'Missing or invalid X-Signature');
    }
  });
}
