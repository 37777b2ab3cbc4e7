import type { FastifyServerOptions } from 'fastify';
import { errors } from '../errors.js';
import { majorToMinor } from '../services/wallet/money.js';

/** Limits of one money field, in major units. */
export interface MoneyRule {
  /** true: more than 0 (bets, transfers); false: 0 allowed (a win of nothing). */
  positive: boolean;
  max: number;
}

/**
 * The one schema of every money field in a request body: a JSON number or a decimal string
 * with at most 2 decimals, within the rule. It deliberately has no `type`: Fastify's Ajv
 * coerces types (`true` → 1, `null` → 0, `"1"` → 1), and only the `type` keyword coerces, so
 * the `money` keyword below sees exactly what the client sent.
 */
export const moneySchema = (rule: MoneyRule) => ({ money: rule }) as const;

interface MoneyError {
  keyword: 'money';
  message: string;
  params: MoneyRule;
}

/** Fastify's Ajv instance (the api package does not depend on ajv itself). */
type AjvPlugin = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number];
type Ajv = Parameters<Extract<AjvPlugin, (...args: never[]) => unknown>>[0];

const MONEY_FORMAT = 'must be a number or a decimal string with at most 2 decimals';
const moneyMessage = (rule: MoneyRule) =>
  `${MONEY_FORMAT}, ${rule.positive ? 'more than' : 'at least'} 0 and at most ${rule.max}`;

/** Ajv plugin (Fastify option `ajv.plugins`) adding the `money` keyword of moneySchema. */
export function moneyKeyword(ajv: Ajv): Ajv {
  const validate = Object.assign(
    (rule: MoneyRule, data: unknown): boolean => {
      const minor = majorToMinor(data);
      const valid =
        minor !== null && (!rule.positive || minor > 0n) && minor <= BigInt(rule.max) * 100n;
      validate.errors = valid
        ? undefined
        : [{ keyword: 'money', message: moneyMessage(rule), params: rule }];
      return valid;
    },
    { errors: undefined as MoneyError[] | undefined },
  );
  ajv.addKeyword({
    keyword: 'money',
    schemaType: 'object',
    metaSchema: {
      type: 'object',
      required: ['positive', 'max'],
      additionalProperties: false,
      properties: { positive: { type: 'boolean' }, max: { type: 'integer', minimum: 0 } },
    },
    errors: true,
    validate,
  });
  return ajv;
}

/** A money field the schema has checked, in minor units. */
export function moneyInMinor(value: unknown, field: string): bigint {
  const minor = majorToMinor(value);
  if (minor === null) throw errors.validation(field, `${field} ${MONEY_FORMAT}`);
  return minor;
}
