import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgentNode,
  AgentNodePage,
  AgentPageQuery,
  AgentParams,
  AgentSearchQuery,
  OpsAgentContractPage,
  OpsAgentPayoutPage,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../http/envelope.js';
import { requireReader } from '../plugins/operatorAuth.js';
import { okResponse } from '../http/schemas.js';
import {
  agentContracts,
  agentNode,
  agentPayouts,
  directDownlines,
  findTreeAccount,
  searchAgents,
} from '../services/agent/agentDirectory.js';

/** Any operator passes the guard; requireReader decides. */
const READ = { operator: true } as const;

/**
 * The agent tree for the operator console (issue 45 item 7): a brand's agents, an account's
 * direct downlines (one level at a time, paged), an agent's contracts and its payouts. The
 * platform's offer to a top agent is `POST /ops/agent-contracts` (agentContractOps.ts).
 */
export const agentTreeOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const accountOf = async (request: FastifyRequest, params: AgentParams) => {
    const operator = await requireReader(request);
    return findTreeAccount(fastify.db, operator, params.merchantCode, params.account);
  };

  fastify.get(
    '/ops/agents',
    {
      config: READ,
      schema: { querystring: AgentSearchQuery, response: okResponse(AgentNodePage) },
    },
    async (request) => {
      const operator = await requireReader(request);
      const { brand, q, pageNo, pageSize } = request.query;
      return ok(await searchAgents(fastify.db, { operator, brand, q, page: { pageNo, pageSize } }));
    },
  );

  fastify.get(
    '/ops/agents/:merchantCode/:account',
    { config: READ, schema: { params: AgentParams, response: okResponse(AgentNode) } },
    async (request) => ok(await agentNode(fastify.db, await accountOf(request, request.params))),
  );

  const pages = [
    ['downlines', AgentNodePage, directDownlines],
    ['contracts', OpsAgentContractPage, agentContracts],
    ['payouts', OpsAgentPayoutPage, agentPayouts],
  ] as const;
  for (const [path, answer, read] of pages)
    fastify.get(
      `/ops/agents/:merchantCode/:account/${path}`,
      {
        config: READ,
        schema: { params: AgentParams, querystring: AgentPageQuery, response: okResponse(answer) },
      },
      async (request) => {
        const account = await accountOf(request, request.params);
        return ok(await read(fastify.db, account, request.query));
      },
    );
};
