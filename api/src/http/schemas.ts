import { Envelope } from '@site/contracts';
import type { TSchema } from 'typebox';

/** Reusable JSON-schema fragments. */

export const languageSchema = {
  type: 'string',
  pattern: '^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})?$|^$',
} as const;

export const pageQuerySchema = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
} as const;

export const merchantCodeSchema = { type: 'string', pattern: '^[A-Za-z0-9_]{2,32}$' } as const;

export const emptyQuerySchema = {
  type: 'object',
  properties: {},
  additionalProperties: true,
} as const;

/** A route's `response` schema: the envelope around the call's value (from @site/contracts). */
export const okResponse = <Value extends TSchema>(value: Value) => ({ 200: Envelope(value) });
