import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CashOutOffer,
  cashOutBody,
  placeSportsSlipBody,
  SportsBet,
  SportsBetPage,
  SportsBetParams,
  SportsBetsQuery,
  SportsSlipAnswer,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ok } from '../http/envelope.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { runEvery } from '../http/periodicJob.js';
import { okResponse } from '../http/schemas.js';
import { isTrialAccount } from '../services/members/accountRepository.js';
import { cashOutOffer, takeCashOut } from '../services/sportsbook/cashOut.js';
import { sportsbookConfigOf } from '../services/sportsbook/sportsbookConfig.js';
import { betOfMember, listBets, placeSlip } from '../services/sportsbook/sportsBets.js';
import { runSportsbookJob } from '../services/sportsbook/sportsSettlement.js';

// The whitelabel module that switches the sportsbook (services/brands/modules.ts).
const MEMBER = { brand: true, gate: true, module: 'SPORTSBOOK', auth: true } as const;
const Stake = Type.Unsafe<number | string>(moneySchema({ positive: true, max: 10_000_000 }));
const PlaceSlipBody = placeSportsSlipBody(Stake);
const CashOutBody = cashOutBody(Stake);

const configOf = async (request: FastifyRequest) =>
  sportsbookConfigOf(await request.requireBrand());

/**
 * The member's sportsbook bets (issue 43 items 4 and 5): the bet slip, their bets and cash-out.
 * The member comes from the token; a bet of another member answers 404.
 */
export const sportsbookBetRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/sportsbook/bets',
    { config: MEMBER, schema: { body: PlaceSlipBody, response: okResponse(SportsSlipAnswer) } },
    async (request) => {
      const { account } = await request.requireMember();
      const { slipKey, oddsChange, selections, bets } = request.body;
      return ok(
        await placeSlip(fastify.db, {
          member: { id: account.id, brandId: account.brandId, isTrial: isTrialAccount(account) },
          config: await configOf(request),
          slipKey,
          oddsChange,
          selections,
          bets: bets.map((bet) => ({
            legs: bet.legs,
            stakeMinor: moneyInMinor(bet.stake, 'stake'),
          })),
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.get(
    '/sportsbook/bets',
    {
      config: MEMBER,
      schema: { querystring: SportsBetsQuery, response: okResponse(SportsBetPage) },
    },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(await listBets(fastify.db, account.id, request.query));
    },
  );

  fastify.get(
    '/sportsbook/bets/:betId',
    { config: MEMBER, schema: { params: SportsBetParams, response: okResponse(SportsBet) } },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(await betOfMember(fastify.db, account.id, request.params.betId));
    },
  );

  fastify.get(
    '/sportsbook/bets/:betId/cash-out',
    { config: MEMBER, schema: { params: SportsBetParams, response: okResponse(CashOutOffer) } },
    async (request) => {
      const { account } = await request.requireMember();
      const { cashOutMarginBasisPoints } = await configOf(request);
      return ok(
        await cashOutOffer(fastify.db, account.id, request.params.betId, cashOutMarginBasisPoints),
      );
    },
  );

  fastify.post(
    '/sportsbook/bets/:betId/cash-out',
    {
      config: MEMBER,
      schema: { params: SportsBetParams, body: CashOutBody, response: okResponse(SportsBet) },
    },
    async (request) => {
      const { account } = await request.requireMember();
      const { cashOutMarginBasisPoints } = await configOf(request);
      return ok(
        await takeCashOut(fastify.db, {
          memberId: account.id,
          betId: request.params.betId,
          valueMinor: moneyInMinor(request.body.value, 'value'),
          marginBasisPoints: cashOutMarginBasisPoints,
          now: fastify.clock.now(),
        }),
      );
    },
  );

  // In-play acceptance and settlement, on the API's own timer like the lottery's job: one API
  // process or several, each bet is decided and each market result settled once.
  runEvery(fastify, fastify.appConfig.sportsbookJobEveryMs, 'sportsbook settlement job', (now) =>
    runSportsbookJob(fastify.db, now),
  );
};
