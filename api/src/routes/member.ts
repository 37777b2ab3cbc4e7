import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { avatarFor, unreadCounts } from '../services/members/memberExtras.js';
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

  fastify.get(
    '/wps/member/info/icon',
    { config: { brand: true, gate: true, auth: true } },
    async (request) => ok(avatarFor((await request.requireMember()).account)),
  );

  fastify.relay.register({
    name: 'MCSFE_getPlayerAvatar',
    methods: ['GET'],
    guards: { gate: true, auth: true },
    async handle(request) {
      return avatarFor((await request.requireMember()).account);
    },
  });

  fastify.relay.register({
    name: 'CSP_unreadCount',
    methods: ['GET'],
    guards: { gate: true, auth: true },
    async handle(request) {
      const { account } = await request.requireMember();
      return unreadCounts(fastify.db, account.id);
    },
  });
};
