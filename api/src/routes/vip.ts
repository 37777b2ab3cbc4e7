import type { FastifyPluginAsync } from 'fastify';
import { runEvery } from '../http/periodicJob.js';
import { LanguageQuery, VipLevels, WinnerBoard, WinnersQuery } from '@site/contracts';
import { optionalMember } from '../plugins/auth.js';
import { requestLanguage } from '../services/content/language.js';
import { rewardPendingLevelUps, vipLevels } from '../services/content/vipService.js';
import { winnerBoard } from '../services/content/winnerBoard.js';

/** VIP levels and the winner board (issue 4; spec §2, §5, §9). */
export const vipRoutes: FastifyPluginAsync = async (fastify) => {
  // Level-ups are rewarded where they are recorded; this pays any recorded without it.
  runEvery(fastify, fastify.appConfig.vipRewardJobEveryMs, 'VIP level-up reward job', (now) =>
    rewardPendingLevelUps(fastify.db, now),
  );

  fastify.relay.register({
    name: 'MCSFE_getVipLevels',
    methods: ['GET'],
    guards: { gate: true, module: 'VIP' },
    schema: {
      querystring: LanguageQuery,
      response: VipLevels,
    },
    async handle(request) {
      const member = await optionalMember(request);
      return vipLevels(fastify.db, requestLanguage(request), member, fastify.clock.now());
    },
  });

  fastify.relay.register({
    name: 'GCSGAME_getRankList',
    methods: ['GET'],
    guards: { gate: true },
    schema: { querystring: WinnersQuery, response: WinnerBoard },
    async handle(request, { query }) {
      const brand = await request.requireBrand();
      return winnerBoard(fastify.db, brand, {
        gameCategory: query.gameCategory,
        limit: query.limitNum,
        language: requestLanguage(request),
      });
    },
  });
};
