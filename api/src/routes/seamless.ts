import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { moneyInMinor, moneySchema } from '../http/money.js';
import type { MoneyInput } from '../services/wallet/money.js';
import { acceptSignedJson } from '../http/signedJson.js';
import { acceptedSecrets } from '../services/wallet/seamlessSecrets.js';
import {
  seamlessBalance,
  seamlessBet,
  seamlessRollback,
  seamlessWin,
  type SeamlessAnswer,
  type SeamlessContext,
} from '../services/wallet/seamlessService.js';

const idSchema = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,100}$' } as const;
const accountSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const MAX_AMOUNT = 1_000_000_000;

const bodySchema = (required: string[], properties: Record<string, unknown>) => ({
  type: 'object',
  required,
  additionalProperties: false,
  properties,
});

const schemas = {
  params: {
    type: 'object',
    required: ['vendor'],
    properties: { vendor: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' } },
  },
  balance: bodySchema(['account'], { account: accountSchema }),
  bet: bodySchema(['account', 'transactionId', 'roundId', 'gameCode', 'amount'], {
    account: accountSchema,
    transactionId: idSchema,
    roundId: idSchema,
    gameCode: idSchema,
    amount: moneySchema({ positive: true, max: MAX_AMOUNT }),
  }),
  win: bodySchema(['account', 'transactionId', 'roundId', 'gameCode', 'amount'], {
    account: accountSchema,
    transactionId: idSchema,
    roundId: idSchema,
    gameCode: idSchema,
    amount: moneySchema({ positive: false, max: MAX_AMOUNT }),
  }),
  rollback: bodySchema(
    ['account', 'transactionId', 'originalTransactionId', 'roundId', 'gameCode'],
    {
      account: accountSchema,
      transactionId: idSchema,
      originalTransactionId: idSchema,
      roundId: idSchema,
      gameCode: idSchema,
    },
  ),
};

type Params = { vendor: string };
type RoundBody = { account: string; transactionId: string; roundId: string; gameCode: string };

/** The vendor of `/seamless/<vendor>/…`, as catalogue codes spell it (`house` → HOUSE). */
const vendorOf = (request: FastifyRequest) =>
  String((request.params as Params).vendor).toUpperCase();

function send(reply: FastifyReply, answer: SeamlessAnswer) {
  return reply.status(answer.statusCode).send(answer.envelope);
}

/**
 * Seamless wallet for game vendors (`/seamless/<vendor>/*`): signed with the brand's secret
 * for that vendor (hex HMAC-SHA256 of the raw body in `X-Signature`, see seamlessSecrets.ts);
 * the brand comes from the `Merchant` header like everywhere else. The house game server
 * calls these routes too. Not gated by maintenance: rounds must settle.
 */
export const seamlessRoutes: FastifyPluginAsync = async (fastify) => {
  acceptSignedJson(fastify, async (request) =>
    acceptedSecrets(
      fastify.db,
      (await request.requireBrand()).id,
      vendorOf(request),
      fastify.clock.now(),
    ),
  );

  const context = async (request: FastifyRequest): Promise<SeamlessContext> => ({
    brandId: (await request.requireBrand()).id,
    vendor: vendorOf(request),
    now: fastify.clock.now(),
  });
  const config = { brand: true } as const;

  fastify.post<{ Params: Params; Body: { account: string } }>(
    '/seamless/:vendor/balance',
    { config, schema: { params: schemas.params, body: schemas.balance } },
    async (request, reply) =>
      send(reply, await seamlessBalance(fastify.db, await context(request), request.body.account)),
  );

  fastify.post<{ Params: Params; Body: RoundBody & { amount: MoneyInput } }>(
    '/seamless/:vendor/bet',
    { config, schema: { params: schemas.params, body: schemas.bet } },
    async (request, reply) => {
      const { amount, ...rest } = request.body;
      return send(
        reply,
        await seamlessBet(fastify.db, await context(request), {
          ...rest,
          amountMinor: moneyInMinor(amount, 'amount'),
        }),
      );
    },
  );

  fastify.post<{ Params: Params; Body: RoundBody & { amount: MoneyInput } }>(
    '/seamless/:vendor/win',
    { config, schema: { params: schemas.params, body: schemas.win } },
    async (request, reply) => {
      const { amount, ...rest } = request.body;
      return send(
        reply,
        await seamlessWin(fastify.db, await context(request), {
          ...rest,
          amountMinor: moneyInMinor(amount, 'amount'),
        }),
      );
    },
  );

  fastify.post<{ Params: Params; Body: RoundBody & { originalTransactionId: string } }>(
    '/seamless/:vendor/rollback',
    { config, schema: { params: schemas.params, body: schemas.rollback } },
    async (request, reply) =>
      send(reply, await seamlessRollback(fastify.db, await context(request), request.body)),
  );
};
