import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Avatar, MemberInfo, UnreadCounts } from '@site/contracts';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { avatarFor, unreadCounts } from '../services/members/memberExtras.js';
import { toMemberInfo } from '../services/members/memberInfo.js';

export const memberRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/member/info',
    {
      config: { brand: true, gate: true, auth: true },
      schema: { response: okResponse(MemberInfo) },
    },
    async (request) => {
      const { account } = await request.requireMember();
      // The club label is the stored VIP level: it is raised where the totals change (a deposit
      // credited, a round settled), so member info reads no totals.
      return ok(toMemberInfo(account));
    },
  );

  fastify.get(
    '/wps/member/info/icon',
    {
      config: { brand: true, gate: true, auth: true },
      schema: { response: okResponse(Avatar) },
    },
    async (request) => ok(avatarFor((await request.requireMember()).account)),
  );

  fastify.relay.register({
    name: 'MCSFE_getPlayerAvatar',
    methods: ['GET'],
    guards: { gate: true, auth: true },
    schema: { response: Avatar },
    async handle(request) {
      return avatarFor((await request.requireMember()).account);
    },
  });

  fastify.relay.register({
    name: 'CSP_unreadCount',
    methods: ['GET'],
    guards: { gate: true, auth: true },
    schema: { response: UnreadCounts },
    async handle(request) {
      const { account } = await request.requireMember();
      return unreadCounts(fastify.db, account.id, fastify.clock.now());
    },
  });
};
