import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors.js';

/** Deep enough for any request body this API takes; deeper input is refused on its own. */
const MAX_DEPTH = 16;

/**
 * Dotted path of the first string value or key that holds a NUL byte, `''` for the input
 * itself, or null when there is none. PostgreSQL cannot store U+0000 in text, so such input
 * would otherwise reach the database and come back as a 500.
 */
export function findNulByte(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = findNulByte(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const nulByteError = (field: string, where: string) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Text must not contain NUL characters', {
    field: field || where,
    in: where,
    rule: 'nulByte',
  });

/** The error refusing a NUL byte in `parts` of the request, if one has any. */
function refusal(
  request: FastifyRequest,
  parts: readonly ('params' | 'query' | 'body')[],
): Error | undefined {
  for (const part of parts) {
    const field = findNulByte(request[part]);
    if (field !== null) return nulByteError(field, part);
  }
  return undefined;
}

/**
 * Refuses a NUL byte in any path parameter, query field or body string with the usual 400,
 * before anything (the brand look-up included) sends it to the database.
 */
const refuseNulBytes: FastifyPluginAsync = async (fastify) => {
  // Callback hooks: on every request, an async one costs a promise and a turn for nothing.
  fastify.addHook('onRequest', (request, _reply, done) =>
    done(refusal(request, ['params', 'query'])),
  );
  fastify.addHook('preValidation', (request, _reply, done) => done(refusal(request, ['body'])));
};

export const nulBytePlugin = fp(refuseNulBytes, { name: 'nul-bytes', fastify: '5.x' });
