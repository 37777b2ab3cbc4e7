import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EventLiability,
  OpsReasonBody,
  OpsSettleMarketBody,
  OpsSettlementAnswer,
} from '@site/contracts';
import Type from 'typebox';
import { ApiError } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { recordAudit } from '../services/operators/audit.js';
import { assertEveryBrand, canActOnBrand } from '../services/operators/operatorAccounts.js';
import {
  eventLiability,
  sportsOpsErrors,
  writeMarketResult,
} from '../services/sportsbook/sportsbookOps.js';
import { settleMarket, voidBet } from '../services/sportsbook/sportsSettlement.js';

const ADMIN = { operator: 'admin' } as const;
const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });

/**
 * The operator's side of the sportsbook's bets (admin role, audited with a reason): settle a
 * market by hand with a result fact (a correction when it has one), void an open bet, and the
 * liability per event.
 */
export const sportsbookBetOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ops/sportsbook/markets/:marketId/settle',
    {
      config: ADMIN,
      schema: {
        params: Type.Object({ marketId: Id }),
        body: OpsSettleMarketBody,
        response: okResponse(OpsSettlementAnswer),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('admin');
      assertEveryBrand(operator, 'Sports markets');
      const { marketId } = request.params;
      const { result, reason } = request.body;
      const now = fastify.clock.now();
      await fastify.db.transaction().execute(async (trx) => {
        const change = await writeMarketResult(trx, marketId, result, reason);
        await recordAudit(trx, {
          operator,
          ip: request.clientIp(),
          brandId: null,
          action: 'sportsbook.market.settle',
          targetType: 'sports_market',
          targetId: marketId,
          before: change.before,
          after: change.after,
          reason,
          now,
        });
      });
      const settled = await settleMarket(fastify.db, marketId, now, { id: operator.id, reason });
      return ok(settled ?? { marketId, resultVersion: 0, legsSettled: 0, betsSettled: 0 });
    },
  );

  fastify.post(
    '/ops/sportsbook/bets/:betId/void',
    { config: ADMIN, schema: { params: Type.Object({ betId: Id }), body: OpsReasonBody } },
    async (request) => {
      const operator = await request.requireOperator('admin');
      const { betId } = request.params;
      const bet = await fastify.db
        .selectFrom('sports_bets')
        .select(['brand_id', 'state'])
        .where('id', '=', betId)
        .executeTakeFirst();
      if (!bet || !canActOnBrand(operator, String(bet.brand_id)))
        throw new ApiError(404, 'SPORTS_BET_NOT_FOUND', 'No such bet');
      const now = fastify.clock.now();
      if (!(await voidBet(fastify.db, betId, now))) throw sportsOpsErrors.betNotOpen();
      await recordAudit(fastify.db, {
        operator,
        ip: request.clientIp(),
        brandId: String(bet.brand_id),
        action: 'sportsbook.bet.void',
        targetType: 'sports_bet',
        targetId: betId,
        before: { state: bet.state },
        after: { state: 'VOID' },
        reason: request.body.reason,
        now,
      });
      return ok({ betId, state: 'VOID' });
    },
  );

  fastify.get(
    '/ops/sportsbook/events/:eventId/liability',
    {
      config: ADMIN,
      schema: { params: Type.Object({ eventId: Id }), response: okResponse(EventLiability) },
    },
    async (request) => {
      const operator = await request.requireOperator('admin');
      return ok(await eventLiability(fastify.db, request.params.eventId, operator.brandIds));
    },
  );
};
