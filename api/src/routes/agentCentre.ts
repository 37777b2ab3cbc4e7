import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgentIncome,
  ContractAnswerBody,
  ContractsQuery,
  ContractsView,
  OfferContractBody,
  type ContractKind,
  DownlineTransfer,
  ReferralLink,
  RegisterDownlineBody,
  RegisteredDownline,
  TeamAccount,
  TeamBetsPage,
  TeamBetsQuery,
  TeamMembersPage,
  TeamMembersQuery,
  TeamProfitLossPage,
  TeamProfitLossQuery,
  TeamReport,
  TeamReportQuery,
  TeamTransactionsPage,
  TeamTransactionsQuery,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { runEvery } from '../http/periodicJob.js';
import { okResponse } from '../http/schemas.js';
import {
  directDownline,
  registerDownline,
  referralLink,
  transferToDownline,
} from '../services/agent/downlines.js';
import {
  answerContract,
  contractsOf,
  incomeOf,
  offerContract,
  terminateContract,
  termsOf,
} from '../services/agent/contracts.js';
import { runSalaryJobs } from '../services/agent/salaryJobs.js';
import { narrowTeam, teamOf } from '../services/agent/subtree.js';
import {
  teamBets,
  teamMembers,
  teamProfitLoss,
  teamReport,
  teamTransactions,
} from '../services/agent/teamReports.js';
import { AGENT_ACCOUNT_TYPES, isAgentAccount } from '../services/members/accountRepository.js';
import { assertModuleEnabled } from '../services/brands/systemStatus.js';
import { verifyPaymentPassword } from '../services/members/paymentPassword.js';
import { dayRange } from '../services/records/dayRange.js';
import { IDEMPOTENCY_KEY_PATTERN } from './wallet.js';

/**
 * Agent centre calls: the brand's agent centre must be on and the caller a real account and an
 * agent (403 NOT_AGENT), checked before the request is validated, so members, trial accounts
 * and visitors get nothing, not even a validation message.
 */
export const AGENT = { brand: true, gate: true, module: 'AGENT_CENTRE', agent: true } as const;

const DownlineTransferBody = Type.Object(
  {
    account: TeamAccount,
    // The money keyword (http/money.ts) accepts a number or a decimal string, nothing else.
    amount: Type.Unsafe<number | string>(moneySchema({ positive: true, max: 1_000_000_000 })),
    paymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
    idempotencyKey: Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN }),
  },
  { additionalProperties: false },
);

const ContractParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) });
const ContractId = Type.Object({ id: Type.String() });

/** Each contract kind shows only while its brand flag is on (spec §1, §2). */
const CONTRACT_FLAGS: Record<ContractKind, string> = {
  REAL_TIME_SALARY: 'REALTIME_SALARY',
  HOURLY_SALARY: 'HOURLY_SALARY',
  DAILY_SALARY: 'SALARY',
  DIVIDEND: 'CONTRACT_DIVIDEND',
};

async function requireContractFlag(request: FastifyRequest, kind: ContractKind) {
  assertModuleEnabled(await request.requireBrand(), CONTRACT_FLAGS[kind]);
}

/** The calling agent, from the token: never an id from the request. */
async function agentOf(request: FastifyRequest) {
  const { account } = await request.requireMember();
  if (!isAgentAccount(account)) throw errors.notAgent();
  return account;
}

/** The calling agent and its subtree, computed on the server for every call. */
async function agentTeam(request: FastifyRequest) {
  const agent = await agentOf(request);
  return { agent, team: await teamOf(request.server.db, agent.id) };
}

export const agentCentreRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/agent/team/overview',
    { config: AGENT, schema: { querystring: TeamReportQuery, response: okResponse(TeamReport) } },
    async (request) => {
      const { from, to, tzOffset, scope } = request.query;
      const range = dayRange(from, to, tzOffset);
      const { team } = await agentTeam(request);
      return ok(await teamReport(fastify.db, team, scope, range));
    },
  );

  fastify.get(
    '/wps/agent/team/members',
    {
      config: AGENT,
      schema: { querystring: TeamMembersQuery, response: okResponse(TeamMembersPage) },
    },
    async (request) => {
      const { search, level, pageNo, pageSize } = request.query;
      const agent = await agentOf(request);
      return ok(await teamMembers(fastify.db, agent.id, { search, level }, { pageNo, pageSize }));
    },
  );

  fastify.post(
    '/wps/agent/team/transfer',
    {
      config: AGENT,
      schema: { body: DownlineTransferBody, response: okResponse(DownlineTransfer) },
    },
    async (request) => {
      const { agent, team } = await agentTeam(request);
      const downline = directDownline(team, request.body.account);
      const amountMinor = moneyInMinor(request.body.amount, 'amount');
      const now = fastify.clock.now();
      // Checked on the pool first: a wrong answer counts even though no money moves.
      await verifyPaymentPassword(fastify.db, agent.id, request.body.paymentPassword, now);
      return ok(
        await transferToDownline(fastify.db, {
          agent: { id: agent.id, brandId: agent.brandId, isTrial: false },
          downline,
          amountMinor,
          idempotencyKey: request.body.idempotencyKey,
          now,
        }),
      );
    },
  );

  fastify.get(
    '/wps/agent/team/bets',
    { config: AGENT, schema: { querystring: TeamBetsQuery, response: okResponse(TeamBetsPage) } },
    async (request) => {
      const { from, to, tzOffset, account, category, pageNo, pageSize } = request.query;
      const range = dayRange(from, to, tzOffset);
      const { team } = await agentTeam(request);
      return ok(
        await teamBets(
          fastify.db,
          narrowTeam(team, account),
          { range, category },
          { pageNo, pageSize },
        ),
      );
    },
  );

  fastify.get(
    '/wps/agent/team/profit-loss',
    {
      config: AGENT,
      schema: { querystring: TeamProfitLossQuery, response: okResponse(TeamProfitLossPage) },
    },
    async (request) => {
      const { from, to, tzOffset, account, pageNo, pageSize } = request.query;
      const range = dayRange(from, to, tzOffset);
      const { team } = await agentTeam(request);
      return ok(
        await teamProfitLoss(fastify.db, narrowTeam(team, account), range, { pageNo, pageSize }),
      );
    },
  );

  fastify.get(
    '/wps/agent/team/transactions',
    {
      config: AGENT,
      schema: { querystring: TeamTransactionsQuery, response: okResponse(TeamTransactionsPage) },
    },
    async (request) => {
      const { from, to, tzOffset, account, kind, pageNo, pageSize } = request.query;
      const range = dayRange(from, to, tzOffset);
      const { team } = await agentTeam(request);
      return ok(
        await teamTransactions(
          fastify.db,
          narrowTeam(team, account),
          { range, kind },
          { pageNo, pageSize },
        ),
      );
    },
  );

  fastify.post(
    '/wps/agent/team/register',
    {
      config: AGENT,
      schema: { body: RegisterDownlineBody, response: okResponse(RegisteredDownline) },
    },
    async (request) => {
      const agent = await agentOf(request);
      return ok(
        await registerDownline(fastify.db, fastify.appConfig.passwordHash, {
          brand: await request.requireBrand(),
          agentId: agent.id,
          ...request.body,
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.get(
    '/wps/agent/referral',
    { config: AGENT, schema: { response: okResponse(ReferralLink) } },
    async (request) => {
      const agent = await agentOf(request);
      return ok(
        await referralLink(
          fastify.db,
          await request.requireBrand(),
          agent.id,
          request.headers.origin,
        ),
      );
    },
  );

  fastify.get(
    '/wps/agent/income',
    { config: AGENT, schema: { querystring: TeamReportQuery, response: okResponse(AgentIncome) } },
    async (request) => {
      const { from, to, tzOffset } = request.query;
      const range = dayRange(from, to, tzOffset);
      const agent = await agentOf(request);
      return ok(await incomeOf(fastify.db, agent.id, range));
    },
  );

  fastify.get(
    '/wps/agent/contracts',
    { config: AGENT, schema: { querystring: ContractsQuery, response: okResponse(ContractsView) } },
    async (request) => {
      await requireContractFlag(request, request.query.kind);
      const agent = await agentOf(request);
      return ok(await contractsOf(fastify.db, agent.id, request.query.kind, fastify.clock.now()));
    },
  );

  fastify.post(
    '/wps/agent/contracts',
    { config: AGENT, schema: { body: OfferContractBody, response: okResponse(ContractId) } },
    async (request) => {
      const { kind, account } = request.body;
      await requireContractFlag(request, kind);
      const { agent, team } = await agentTeam(request);
      const terms = termsOf(request.body);
      const downline = directDownline(team, account);
      if (!AGENT_ACCOUNT_TYPES.includes(downline.isAgent))
        throw errors.validation('account', 'Contracts are offered to agents only');
      const id = await offerContract(fastify.db, {
        brandId: agent.brandId,
        payerId: agent.id,
        agentId: downline.id,
        terms,
        now: fastify.clock.now(),
      });
      return ok({ id });
    },
  );

  fastify.post(
    '/wps/agent/contracts/:id/answer',
    {
      config: AGENT,
      schema: {
        params: ContractParams,
        body: ContractAnswerBody,
        response: okResponse(Type.Null()),
      },
    },
    async (request) => {
      const agent = await agentOf(request);
      await answerContract(fastify.db, {
        agentId: agent.id,
        contractId: request.params.id,
        answer: request.body.answer,
        now: fastify.clock.now(),
      });
      return ok(null);
    },
  );

  fastify.post(
    '/wps/agent/contracts/:id/terminate',
    { config: AGENT, schema: { params: ContractParams, response: okResponse(Type.Null()) } },
    async (request) => {
      const agent = await agentOf(request);
      await terminateContract(fastify.db, {
        payerId: agent.id,
        contractId: request.params.id,
        now: fastify.clock.now(),
      });
      return ok(null);
    },
  );

  // The salary and dividend jobs, on the API's own timer (the withdrawal auto-receipt's pattern): one API
  // process or several, each contract's period is settled and paid once (salaryJobs.ts).
  runEvery(
    fastify,
    fastify.appConfig.agentSettlementEveryMs,
    'agent salary and dividend job',
    (now) =>
      runSalaryJobs(fastify.db, now, {
        realTimePeriodMs: fastify.appConfig.realTimeSalaryPeriodMs,
      }),
  );
};
