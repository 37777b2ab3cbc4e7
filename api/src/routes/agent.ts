import { TeamOverview } from '@site/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../errors.js';
import { getTeamOverview } from '../services/agent/teamService.js';
import { isAgentAccount } from '../services/members/accountRepository.js';

export const agentRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.relay.register({
    name: 'MCS2_getTeamOverview',
    methods: ['GET'],
    guards: { gate: true, module: 'AGENT_CENTRE', auth: true },
    schema: { response: TeamOverview },
    async handle(request) {
      const { account } = await request.requireMember();
      if (!isAgentAccount(account)) throw errors.notAgent();
      return getTeamOverview(fastify.db, account.id);
    },
  });
};
