import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errors } from '../errors.js';
import { majorToMinor } from '../services/wallet/money.js';
import {
  HOUSE_VENDOR,
  isValidSignature,
  seamlessBalance,
  seamlessBet,
  seamlessRollback,
  seamlessWin,
  type SeamlessAnswer,
  type SeamlessContext,
} from '../services/wallet/seamlessService.js';
import { walletConfigOf } from '../services/wallet/walletConfig.js';

/** Raw request bodies, kept for the signature check. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

const idSchema = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,100}$' } as const;
const accountSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const amountSchema = { type: 'number', minimum: 0, maximum: 1_000_000_000 } as const;

const bodySchema = (required: string[], properties: Record<string, unknown>) => ({
  type: 'object',
  required,
  additionalProperties: false,
  properties,
});

const schemas = {
  balance: bodySchema(['account'], { account: accountSchema }),
  bet: bodySchema(['account', 'transactionId', 'roundId', 'gameCode', 'amount'], {
    account: accountSchema,
    transactionId: idSchema,
    roundId: idSchema,
    gameCode: idSchema,
    amount: { ...amountSchema, exclusiveMinimum: 0 },
  }),
  win: bodySchema(['account', 'transactionId', 'roundId', 'amount'], {
    account: accountSchema,
    transactionId: idSchema,
    roundId: idSchema,
    amount: amountSchema,
  }),
  rollback: bodySchema(['account', 'transactionId', 'originalTransactionId'], {
    account: accountSchema,
    transactionId: idSchema,
    originalTransactionId: idSchema,
  }),
};

function toMinor(amount: number): bigint {
  const minor = majorToMinor(amount);
  if (minor === null) throw errors.validation('amount', 'amount must have at most 2 decimals');
  return minor;
}

function send(reply: FastifyReply, answer: SeamlessAnswer) {
  return reply.status(answer.statusCode).send(answer.envelope);
}

/**
 * Seamless wallet for game vendors (`/seamless/house/*`): signed with the brand's vendor
 * secret (hex HMAC-SHA256 of the raw body in `X-Signature`); the brand comes from the
 * `Merchant` header like everywhere else. Not gated by maintenance: rounds must settle.
 */
export const seamlessRoutes: FastifyPluginAsync = async (fastify) => {
  const vendor = HOUSE_VENDOR;

  // Encapsulated: only these routes parse JSON themselves, keeping the raw bytes.
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
    const brand = await request.requireBrand();
    const secret = walletConfigOf(brand).seamlessSecrets[vendor];
    const header = request.headers['x-signature'];
    const signature = Array.isArray(header) ? header[0] : header;
    const raw = rawBodies.get(request) ?? Buffer.alloc(0);
    if (!secret || !signature || !isValidSignature(secret, raw, signature)) {
      throw new ApiError(401, 'SIGNATURE_INVALID', 'Missing or invalid X-Signature');
    }
  });

  const context = async (request: FastifyRequest): Promise<SeamlessContext> => ({
    brandId: (await request.requireBrand()).id,
    vendor,
    now: fastify.clock.now(),
  });
  const config = { brand: true } as const;

  fastify.post<{ Body: { account: string } }>(
    '/seamless/house/balance',
    { config, schema: { body: schemas.balance } },
    async (request, reply) =>
      send(reply, await seamlessBalance(fastify.db, await context(request), request.body.account)),
  );

  fastify.post<{
    Body: {
      account: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: number;
    };
  }>('/seamless/house/bet', { config, schema: { body: schemas.bet } }, async (request, reply) => {
    const { amount, ...rest } = request.body;
    return send(
      reply,
      await seamlessBet(fastify.db, await context(request), {
        ...rest,
        amountMinor: toMinor(amount),
      }),
    );
  });

  fastify.post<{
    Body: { account: string; transactionId: string; roundId: string; amount: number };
  }>('/seamless/house/win', { config, schema: { body: schemas.win } }, async (request, reply) => {
    const { amount, ...rest } = request.body;
    return send(
      reply,
      await seamlessWin(fastify.db, await context(request), {
        ...rest,
        amountMinor: toMinor(amount),
      }),
    );
  });

  fastify.post<{ Body: { account: string; transactionId: string; originalTransactionId: string } }>(
    '/seamless/house/rollback',
    { config, schema: { body: schemas.rollback } },
    async (request, reply) =>
      send(reply, await seamlessRollback(fastify.db, await context(request), request.body)),
  );
};
