import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { toMemberInfo } from '../services/members/memberInfo.js';

export const memberRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/wps/member/info',
    { config: { brand: true, gate: true, auth: true } },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(toMemberInfo(account));
    },
  );
};
