import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LotteryBet,
  LotteryBetPage,
  LotteryBetsQuery,
  LotteryCards,
  LotteryMenuQuery,
  LotteryResults,
  LotteryResultsQuery,
  OpenedNumero,
  OpenedNumeroQuery,
  PlaceLotteryBetFields,
  PopularLotteriesQuery,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ok } from '../http/envelope.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { okResponse } from '../http/schemas.js';
import { isTrialAccount } from '../services/members/accountRepository.js';
import { brandDayRange } from '../services/records/dayRange.js';
import { timeZoneOf } from '../services/brands/brandTime.js';
import { listBets, placeBet } from '../services/lottery/lotteryBets.js';
import { lotteryConfigOf } from '../services/lottery/lotteryConfig.js';
import { runLotteryJob } from '../services/lottery/lotteryJob.js';
import { runEvery } from '../http/periodicJob.js';
import {
  drawResults,
  gameMenu,
  listPopularLotteries,
  openedNumero,
  recentGames,
} from '../services/lottery/lotteryService.js';

const PUBLIC = { brand: true, gate: true, module: 'LOTTERY' } as const;
const MEMBER = { ...PUBLIC, auth: true } as const;

const PlaceLotteryBetBody = Type.Object(
  {
    ...PlaceLotteryBetFields,
    // The stake per point of a line; the money keyword takes a number or a decimal string.
    stake: Type.Unsafe<number | string>(moneySchema({ positive: true, max: 1_000_000 })),
  },
  { additionalProperties: false },
);

const configOf = async (request: FastifyRequest) => lotteryConfigOf(await request.requireBrand());

/**
 * spec §7 lottery calls and the house lottery's betting (services/lottery). Reads are public;
 * recent games and bets are the caller's own (the member comes from the token).
 */
export const lotteryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/lgw/games/popular',
    {
      config: PUBLIC,
      schema: { querystring: PopularLotteriesQuery, response: okResponse(LotteryCards) },
    },
    async (request) => {
      const { count, prizeMode, vendor } = request.query;
      const list = await listPopularLotteries(fastify.db, {
        count,
        prizeMode: prizeMode ? prizeMode : null,
        vendor: vendor ? vendor.toUpperCase() : null,
        config: await configOf(request),
        now: fastify.clock.now(),
      });
      return ok({ list });
    },
  );

  fastify.get(
    '/lgw/vn/games/game_menu',
    {
      config: PUBLIC,
      schema: { querystring: LotteryMenuQuery, response: okResponse(LotteryCards) },
    },
    async (request) => {
      const { prizeMode } = request.query;
      const list = await gameMenu(fastify.db, {
        prizeMode: prizeMode ? prizeMode : null,
        config: await configOf(request),
        now: fastify.clock.now(),
      });
      return ok({ list });
    },
  );

  fastify.get(
    '/lgw/vn/games/game_menu/recent',
    { config: MEMBER, schema: { response: okResponse(LotteryCards) } },
    async (request) => {
      const { account } = await request.requireMember();
      const list = await recentGames(fastify.db, account.id, {
        config: await configOf(request),
        now: fastify.clock.now(),
      });
      return ok({ list });
    },
  );

  fastify.get(
    '/lgw/vn/numeros/opened/game',
    {
      config: PUBLIC,
      schema: { querystring: LotteryResultsQuery, response: okResponse(LotteryResults) },
    },
    async (request) => {
      const { gameCode, count, date } = request.query;
      // A draw's day is the brand's (issue 40 item 14), whatever clock the browser is on.
      const zone = timeZoneOf((await request.requireBrand()).config);
      const list = await drawResults(fastify.db, {
        gameCode,
        count,
        range: date ? brandDayRange(date, date, zone) : null,
      });
      return ok({ list });
    },
  );

  fastify.get(
    '/lotto/lgw/games/opened/numero',
    {
      config: PUBLIC,
      schema: { querystring: OpenedNumeroQuery, response: okResponse(OpenedNumero) },
    },
    async (request) =>
      ok(
        await openedNumero(fastify.db, {
          gameCode: request.query.gameCode,
          config: await configOf(request),
          now: fastify.clock.now(),
        }),
      ),
  );

  fastify.post(
    '/lotto/lgw/bets',
    { config: MEMBER, schema: { body: PlaceLotteryBetBody, response: okResponse(LotteryBet) } },
    async (request) => {
      const { account } = await request.requireMember();
      const { gameCode, period, betType, lines, stake, idempotencyKey } = request.body;
      return ok(
        await placeBet(fastify.db, {
          member: { id: account.id, brandId: account.brandId, isTrial: isTrialAccount(account) },
          config: await configOf(request),
          gameCode,
          period,
          betType,
          lines,
          stakeMinor: moneyInMinor(stake, 'stake'),
          idempotencyKey,
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.get(
    '/lotto/lgw/bets',
    {
      config: MEMBER,
      schema: { querystring: LotteryBetsQuery, response: okResponse(LotteryBetPage) },
    },
    async (request) => {
      const { account } = await request.requireMember();
      const { gameCode, pageNo, pageSize } = request.query;
      return ok(await listBets(fastify.db, account.id, { gameCode, pageNo, pageSize }));
    },
  );

  // The draw and settlement job, on the API's own timer like the withdrawal auto-receipt:
  // one API process or several, each draw is made and each bet settled once (lotteryJob.ts).
  runEvery(fastify, fastify.appConfig.lotteryJobEveryMs, 'lottery draw job', (now) =>
    runLotteryJob(fastify.db, now),
  );
};
