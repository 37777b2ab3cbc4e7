import {
  ClaimMissionBody,
  ClaimMissionResult,
  MissionLeaderboard,
  MissionLeaderboardQuery,
  MissionSummary,
} from '@site/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import {
  claimMission,
  missionLeaderboard,
  missionSummary,
} from '../services/missions/missionService.js';

/** spec §6: missions need a token; a trial account sees them but cannot claim (spec §4). */
const MEMBER = { gate: true, auth: true } as const;

/** Missions and the leaderboard (issue 13; spec §2 missionLeaderboard, §7 relay calls). */
export const missionRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.relay.register({
    name: 'MCSFE_getMissionSummaryDetails',
    methods: ['GET'],
    guards: MEMBER,
    schema: { response: MissionSummary },
    async handle(request) {
      const brand = await request.requireBrand();
      const { account } = await request.requireMember();
      return missionSummary(fastify.db, brand, account.id, fastify.clock.now());
    },
  });

  fastify.relay.register({
    name: 'MCSFE_getMissionLeaderboard',
    methods: ['GET'],
    guards: MEMBER,
    schema: { querystring: MissionLeaderboardQuery, response: MissionLeaderboard },
    async handle(request, { query }) {
      const brand = await request.requireBrand();
      const { account } = await request.requireMember();
      const period = query.period ?? 'DAILY';
      return missionLeaderboard(fastify.db, brand, account.id, period, fastify.clock.now());
    },
  });

  fastify.post<{ Body: ClaimMissionBody }>(
    '/wps/member/missions/claim',
    {
      config: { brand: true, gate: true, realAccount: true },
      schema: { body: ClaimMissionBody, response: okResponse(ClaimMissionResult) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const { account } = await request.requireMember();
      return ok(
        await claimMission(fastify.db, brand, account.id, request.body, fastify.clock.now()),
      );
    },
  );
};
