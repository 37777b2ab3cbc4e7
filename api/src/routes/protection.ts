import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConfirmLimitBody,
  ExcludedWithdrawalBody,
  Exclusion,
  ProtectionOverview,
  ReturnRequestBody,
  SelfExclusionBody,
  SetMoneyLimitBody,
  SetRealityCheckBody,
  SetSessionLimitBody,
  TimeOutBody,
  WithdrawalOrder,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { decryptBody } from '../plugins/encryption.js';
import { ok } from '../http/envelope.js';
import { moneyInMinor } from '../http/money.js';
import { okResponse } from '../http/schemas.js';
import { withdrawalConfigOf } from '../services/cashier/withdrawals/withdrawalConfig.js';
import { orderView } from '../services/cashier/withdrawals/withdrawalOrders.js';
import { withdrawWhileExcluded } from '../services/protection/excludedWithdrawal.js';
import { excludeMember, requestReturnByPassword } from '../services/protection/exclusions.js';
import { changeLimit, confirmLimit, limitKeyOf } from '../services/protection/limits.js';
import { protectionOverview } from '../services/protection/overview.js';
import { setRealityCheck } from '../services/protection/realityCheck.js';

const MEMBER = { brand: true, gate: true, realAccount: true } as const;

/**
 * Player protection, the member's side (issue 44): limits, the session limit and their
 * confirmation after the cooling-off, the reality check, time-out and self-exclusion (each
 * answers the overview or the exclusion), and what a closed account may still do without a
 * login: withdraw its balance, and ask to return after a self-exclusion.
 */
export const protectionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const now = () => fastify.clock.now();
  const overview = async (request: FastifyRequest) => {
    const brand = await request.requireBrand();
    const { account, startedAt } = await request.requireMember();
    return protectionOverview(fastify.db, brand, { memberId: account.id, startedAt }, now());
  };
  const member = async (request: FastifyRequest) => {
    const { account } = await request.requireMember();
    return { id: account.id, brandId: account.brandId };
  };
  /**
   * Takes the exclusion. It deleted the covered accounts' sessions; the database tells every
   * process, and this one forgets them before it answers, so the next request is refused.
   */
  const exclude = async (
    request: FastifyRequest,
    password: string,
    choice: Parameters<typeof excludeMember>[1]['choice'],
  ) => {
    const { exclusion, coveredAccountIds } = await excludeMember(fastify.db, {
      accountId: (await member(request)).id,
      password,
      choice,
      now: now(),
    });
    for (const accountId of coveredAccountIds) fastify.sessions.forgetAccount(accountId);
    return ok(exclusion);
  };

  fastify.get(
    '/wps/member/protection',
    { config: MEMBER, schema: { response: okResponse(ProtectionOverview) } },
    async (request) => ok(await overview(request)),
  );

  fastify.put(
    '/wps/member/protection/limits',
    {
      config: MEMBER,
      schema: { body: SetMoneyLimitBody, response: okResponse(ProtectionOverview) },
    },
    async (request) => {
      const { kind, period, amount } = request.body;
      await changeLimit(fastify.db, {
        member: await member(request),
        key: { kind, period },
        value: amount === null ? null : moneyInMinor(amount, 'amount'),
        actor: { kind: 'member' },
        now: now(),
      });
      return ok(await overview(request));
    },
  );

  fastify.put(
    '/wps/member/protection/session-limit',
    {
      config: MEMBER,
      schema: { body: SetSessionLimitBody, response: okResponse(ProtectionOverview) },
    },
    async (request) => {
      const { minutes } = request.body;
      await changeLimit(fastify.db, {
        member: await member(request),
        key: { kind: 'session', period: null },
        value: minutes === null ? null : BigInt(minutes),
        actor: { kind: 'member' },
        now: now(),
      });
      return ok(await overview(request));
    },
  );

  fastify.post(
    '/wps/member/protection/limits/confirm',
    {
      config: MEMBER,
      schema: { body: ConfirmLimitBody, response: okResponse(ProtectionOverview) },
    },
    async (request) => {
      const { kind, period } = request.body;
      const key = limitKeyOf(kind, period);
      await confirmLimit(fastify.db, { member: await member(request), key, now: now() });
      return ok(await overview(request));
    },
  );

  fastify.put(
    '/wps/member/protection/reality-check',
    {
      config: MEMBER,
      schema: { body: SetRealityCheckBody, response: okResponse(ProtectionOverview) },
    },
    async (request) => {
      await setRealityCheck(fastify.db, {
        member: await member(request),
        minutes: request.body.minutes,
        now: now(),
      });
      return ok(await overview(request));
    },
  );

  fastify.post(
    '/wps/member/protection/time-out',
    {
      config: MEMBER,
      preValidation: decryptBody,
      schema: { body: TimeOutBody, response: okResponse(Exclusion) },
    },
    async (request) =>
      exclude(request, request.body.password, { kind: 'TIME_OUT', days: request.body.days }),
  );

  fastify.post(
    '/wps/member/protection/self-exclusion',
    {
      config: MEMBER,
      preValidation: decryptBody,
      schema: { body: SelfExclusionBody, response: okResponse(Exclusion) },
    },
    async (request) =>
      exclude(request, request.body.password, {
        kind: 'SELF_EXCLUSION',
        period: request.body.period,
      }),
  );

  fastify.post(
    '/wps/member/protection/withdrawal',
    {
      config: { brand: true, gate: true },
      preValidation: decryptBody,
      schema: { body: ExcludedWithdrawalBody, response: okResponse(WithdrawalOrder) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const config = withdrawalConfigOf(brand);
      const order = await withdrawWhileExcluded(fastify.db, {
        ...request.body,
        brandId: brand.id,
        config,
        now: now(),
      });
      return ok(orderView(order, config));
    },
  );

  fastify.post(
    '/wps/member/protection/return',
    {
      config: { brand: true, gate: true },
      preValidation: decryptBody,
      schema: { body: ReturnRequestBody, response: okResponse(Exclusion) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const exclusion = await requestReturnByPassword(fastify.db, {
        brandId: brand.id,
        username: request.body.username,
        password: request.body.password,
        now: now(),
      });
      return ok(exclusion);
    },
  );
};
