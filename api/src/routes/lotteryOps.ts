import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ApiError } from '../errors.js';
import { ok } from '../http/envelope.js';
import { listDrawsForOperator } from '../services/lottery/lotteryOps.js';
import { cancelDraw } from '../services/lottery/lotteryDraws.js';
import { recordAudit } from '../services/operators/audit.js';
import { assertEveryBrand, type Operator } from '../services/operators/operatorAccounts.js';

const ADMIN = { operator: 'admin' } as const;

/** Draws are the house's, shared by every brand: only an operator of all brands acts on them. */
const assertAllBrands = (operator: Operator) => assertEveryBrand(operator, 'Lottery draws');

/**
 * The operator's side of the house lottery (admin role): the draws of a game with their open
 * bets, and cancelling a draw that cannot happen (its bets are refunded once by the job).
 */
export const lotteryOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/ops/lottery/draws',
    {
      config: ADMIN,
      schema: {
        querystring: Type.Object({
          gameCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' }),
          count: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
        }),
      },
    },
    async (request) => {
      assertAllBrands(await request.requireOperator('admin'));
      return ok({ list: await listDrawsForOperator(fastify.db, request.query) });
    },
  );

  fastify.post(
    '/ops/lottery/draws/:id/cancel',
    {
      config: ADMIN,
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) }),
        body: Type.Object(
          { reason: Type.String({ minLength: 3, maxLength: 500 }) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('admin');
      assertAllBrands(operator);
      const { id } = request.params;
      const cancelled = await fastify.db.transaction().execute(async (trx) => {
        if (!(await cancelDraw(trx, id))) return false;
        await recordAudit(trx, {
          operator,
          ip: request.clientIp(),
          brandId: null,
          action: 'lottery.draw.cancel',
          targetType: 'lottery_draw',
          targetId: id,
          before: { status: 'SCHEDULED' },
          after: { status: 'CANCELLED' },
          reason: request.body.reason,
          now: fastify.clock.now(),
        });
        return true;
      });
      if (!cancelled)
        throw new ApiError(
          409,
          'LOTTERY_DRAW_NOT_SCHEDULED',
          'Only a scheduled draw can be cancelled',
        );
      return ok({ id, status: 'CANCELLED' });
    },
  );
};
