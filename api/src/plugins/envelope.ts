import type { FastifyError, FastifyPluginAsync, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { PLAIN_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '@site/contracts';
import { ApiError } from '../errors.js';
import { fail } from '../http/envelope.js';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** `body/username` style field path of the first validation error. */
export function validationField(
  validation: readonly Pick<FastifySchemaValidationError, 'instancePath' | 'params'>[],
  context: string | undefined,
): string {
  const first = validation[0];
  if (!first) return context ?? 'request';
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (first.params as { missingProperty?: unknown }).missingProperty;
  const extra = (first.params as { additionalProperty?: unknown }).additionalProperty;
  const leaf = typeof missing === 'string' ? missing : typeof extra === 'string' ? extra : '';
  return [path, leaf].filter((part) => part !== '').join('.') || context || 'request';
}

/** The patterns of member-written text (contracts' PlainText and SingleLineText). */
const TEXT_PATTERNS: ReadonlySet<string> = new Set([PLAIN_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN]);

/**
 * The refusal of a request that failed its schema: 400 `CONTROL_CHARACTERS` when the first
 * issue is a member's text holding a control character (a terminal escape, a carriage return),
 * else 400 `VALIDATION_FAILED`; both `{ field, in }`, the first with `rule: 'controlCharacter'`.
 */
export function validationFailure(
  validation: readonly Pick<FastifySchemaValidationError, 'instancePath' | 'params' | 'keyword'>[],
  context: string | undefined,
  message: string,
): ApiError {
  const field = validationField(validation, context);
  const first = validation[0];
  const pattern = (first?.params as { pattern?: unknown } | undefined)?.pattern;
  if (first?.keyword === 'pattern' && typeof pattern === 'string' && TEXT_PATTERNS.has(pattern))
    return new ApiError(400, 'CONTROL_CHARACTERS', 'Text must not contain control characters', {
      field,
      in: context ?? null,
      rule: 'controlCharacter',
    });
  return new ApiError(400, 'VALIDATION_FAILED', message, { field, in: context ?? null });
}

/** Every error and unknown route comes out as the `{ success, code, message, value }` envelope. */
const wrapAnswers: FastifyPluginAsync = async (fastify) => {
  fastify.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.warn({ code: error.code }, error.message);
      return reply.status(error.statusCode).send(fail(error.code, error.message, error.value));
    }
    if (error.validation) {
      const refusal = validationFailure(error.validation, error.validationContext, error.message);
      return reply.status(400).send(fail(refusal.code, refusal.message, refusal.value));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(fail(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send(fail('INTERNAL_ERROR', 'Unknown error'));
  });

  fastify.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(fail('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
};

export const envelopePlugin = fp(wrapAnswers, { name: 'envelope', fastify: '5.x' });
