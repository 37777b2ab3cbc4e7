import { ApiError, messageKeyFor } from './api-error';

export type Envelope<T> = { success: boolean; code: number | string; message: string; value: T };

export const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && 'success' in body && 'value' in body;

export function unwrapEnvelope<T>(body: unknown, status: number): T {
  if (!isEnvelope(body)) {
    throw new ApiError(
      'UNKNOWN',
      'errors.UNKNOWN',
      status,
      'The server answered in an unknown format.',
    );
  }
  if (!body.success) {
    const code = String(body.code);
    throw new ApiError(code, messageKeyFor(code), status, body.message, body.value);
  }
  return body.value as T;
}
