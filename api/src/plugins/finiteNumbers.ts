import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors.js';

/** Deep enough for any request this API takes (as the NUL-byte check). */
const MAX_DEPTH = 16;

/**
 * Dotted path of the first number that is not finite (`Infinity`, `-Infinity`, `NaN`), `''` for
 * the input itself, or null when there is none.
 *
 * Ajv's type coercion turns a query value of `1e400` or `Infinity` (and JSON.parse a body number
 * of `1e400`) into Infinity, and its `minimum` / `maximum` compare finite numbers only, so an
 * integer with limits lets Infinity through: it reached the database as `LIMIT 'Infinity'` and
 * came back as a 500. No field of this API takes a number that is not finite.
 */
export function findNonFinite(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNonFinite(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const nonFiniteError = (field: string, where: string) =>
  new ApiError(400, 'VALIDATION_FAILED', `${where}/${field || where} must be a finite number`, {
    field: field || where,
    in: where,
    rule: 'finite',
  });

/** The error refusing a number that is not finite in `data`, read as request part `where`. */
export function nonFiniteRefusal(data: unknown, where: string): ApiError | undefined {
  const field = findNonFinite(data);
  return field === null ? undefined : nonFiniteError(field, where);
}

const PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

function refusal(request: FastifyRequest): Error | undefined {
  for (const [part, where] of PARTS) {
    const error = nonFiniteRefusal(request[part], where);
    if (error) return error;
  }
  return undefined;
}

/**
 * Refuses, after validation (and so after Ajv's coercion), any path parameter, query field or
 * body value that became a number that is not finite, with the usual 400 envelope. The relay
 * route validates each call's own schemas in its handler and checks the same there.
 */
const refuseNonFinite: FastifyPluginAsync = async (fastify) => {
  // A callback hook: on every request, an async one costs a promise and a turn for nothing.
  fastify.addHook('preHandler', (request, _reply, done) => done(refusal(request)));
};

export const finiteNumbersPlugin = fp(refuseNonFinite, {
  name: 'finite-numbers',
  fastify: '5.x',
});
