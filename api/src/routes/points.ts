import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PointBalance, PointRewards, PointRewardsQuery } from '@site/contracts';
import { getPointBalance, listPointRewards } from '../services/points/pointsService.js';

const POINT_GUARDS = { gate: true, module: 'POINT_MALL', realAccount: true } as const;

/** The relay guards already refused trial accounts (realAccount). */
async function requireRealMember(request: FastifyRequest) {
  return (await request.requireMember()).account;
}

export const pointsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.relay.register({
    name: 'MCS2_getPointBalance',
    methods: ['GET'],
    guards: POINT_GUARDS,
    schema: { response: PointBalance },
    async handle(request) {
      const account = await requireRealMember(request);
      return { pointBalance: await getPointBalance(fastify.db, account.id) };
    },
  });

  fastify.relay.register({
    name: 'MCS2_getPointReward',
    methods: ['GET'],
    guards: POINT_GUARDS,
    schema: { querystring: PointRewardsQuery, response: PointRewards },
    async handle(request, { query }) {
      await requireRealMember(request);
      const brand = await request.requireBrand();
      return listPointRewards(fastify.db, brand.id, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
    },
  });
};
