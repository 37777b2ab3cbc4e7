import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvelopeOpeningList,
  EnvelopeOpenResult,
  LuckyDrawState,
  WheelSpinList,
  WheelSpinResult,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import {
  envelopeOpenings,
  luckyDrawState,
  openEnvelope,
  spinWheel,
  wheelSpins,
} from '../services/lucky-draw/luckyDrawService.js';

/** A trial account sees its page; spinning and opening need a real account (spec §4). */
const MEMBER = { brand: true, gate: true, auth: true } as const;
const REAL_MEMBER = { brand: true, gate: true, realAccount: true } as const;

/** The prize wheel and red envelopes (issue 13, spec §1 "red envelope and wheel tickets"). */
export const luckyDrawRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const member = async (request: FastifyRequest) => ({
    brand: await request.requireBrand(),
    account: (await request.requireMember()).account,
  });

  fastify.get(
    '/wps/member/lucky-draw',
    { config: MEMBER, schema: { response: okResponse(LuckyDrawState) } },
    async (request) => {
      const { brand, account } = await member(request);
      return ok(await luckyDrawState(fastify.db, brand, account, fastify.clock.now()));
    },
  );

  fastify.get(
    '/wps/member/lucky-draw/spins',
    { config: MEMBER, schema: { response: okResponse(WheelSpinList) } },
    async (request) => {
      const { account } = await member(request);
      return ok({ list: await wheelSpins(fastify.db, account.id, fastify.clock.now()) });
    },
  );

  fastify.post(
    '/wps/member/lucky-draw/spin',
    { config: REAL_MEMBER, schema: { response: okResponse(WheelSpinResult) } },
    async (request) => {
      const { brand, account } = await member(request);
      return ok(await spinWheel(fastify.db, brand, account, fastify.clock.now()));
    },
  );

  fastify.get(
    '/wps/member/lucky-draw/envelopes',
    { config: MEMBER, schema: { response: okResponse(EnvelopeOpeningList) } },
    async (request) => {
      const { account } = await member(request);
      return ok({ list: await envelopeOpenings(fastify.db, account.id, fastify.clock.now()) });
    },
  );

  fastify.post(
    '/wps/member/lucky-draw/envelope',
    { config: REAL_MEMBER, schema: { response: okResponse(EnvelopeOpenResult) } },
    async (request) => {
      const { brand, account } = await member(request);
      return ok(await openEnvelope(fastify.db, brand, account, fastify.clock.now()));
    },
  );
};
