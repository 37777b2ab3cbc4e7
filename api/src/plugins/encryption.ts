import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import { PayloadCipher, PayloadDecryptionError } from '../services/security/payloadCipher.js';
import { securitySettings } from '../services/security/settings.js';

/**
 * preValidation hook for the routes the spec marks as encrypted. With `Encryption: 1` the body
 * must be an encrypted envelope and is replaced by its decrypted JSON before schema
 * validation. Without the header a plain body is accepted only when the brand allows it.
 */
export async function decryptBody(request: FastifyRequest): Promise<void> {
  const header = request.headers.encryption;
  const encrypted = (Array.isArray(header) ? header[0] : header)?.trim() === '1';
  if (!encrypted) {
    const brand = await request.requireBrand();
    if (!securitySettings(brand).allowPlainPayloads) {
      throw new ApiError(400, 'ENCRYPTION_REQUIRED', 'This request must be encrypted', {
        encryption: request.server.payloadCipher.info,
      });
    }
    return;
  }
  if (!PayloadCipher.isEnvelope(request.body)) {
    throw new ApiError(400, 'DECRYPTION_FAILED', 'Encrypted payload expected', null);
  }
  try {
    request.body = request.server.payloadCipher.decrypt(request.body);
  } catch (error) {
    if (!(error instanceof PayloadDecryptionError)) throw error;
    throw new ApiError(400, 'DECRYPTION_FAILED', error.message, {
      encryption: request.server.payloadCipher.info,
    });
  }
}
