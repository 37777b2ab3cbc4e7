import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AffiliateSignupPage,
  AffiliateSignupsQuery,
  ReferralInviteePage,
  ReferralInviteesQuery,
  ReferralSummary,
} from '@site/contracts';
import { ok } from '../http/envelope.js';
import { runEvery } from '../http/periodicJob.js';
import { okResponse } from '../http/schemas.js';
import { affiliateSignups } from '../services/referrals/affiliateSignups.js';
import {
  REFERRAL_MODULE,
  referralInvitees,
  referralSummary,
  runReferralJob,
} from '../services/referrals/referralService.js';
import { AGENT } from './agentCentre.js';

/**
 * Only where the brand's REFERRAL_PROMO flag is on. A trial account sees the programme (no
 * code, no link) and claims nothing: rewards are claimed in the reward centre, which refuses it.
 */
const REFERRAL = { brand: true, gate: true, module: REFERRAL_MODULE, auth: true } as const;

/** Invite friends (issue 13, spec §2 referral) and the affiliate's sign-ups (agent centre). */
export const referralRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/member/referral',
    { config: REFERRAL, schema: { response: okResponse(ReferralSummary) } },
    async (request) => {
      const brand = await request.requireBrand();
      const { account } = await request.requireMember();
      return ok(
        await referralSummary(
          fastify.db,
          brand,
          account,
          request.headers.origin,
          fastify.clock.now(),
        ),
      );
    },
  );

  fastify.get(
    '/wps/member/referral/invitees',
    {
      config: REFERRAL,
      schema: { querystring: ReferralInviteesQuery, response: okResponse(ReferralInviteePage) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const { account } = await request.requireMember();
      return ok(
        await referralInvitees(fastify.db, brand, account.id, request.query, fastify.clock.now()),
      );
    },
  );

  fastify.get(
    '/wps/agent/signups',
    {
      config: AGENT,
      schema: { querystring: AffiliateSignupsQuery, response: okResponse(AffiliateSignupPage) },
    },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(await affiliateSignups(fastify.db, account.id, request.query, fastify.clock.now()));
    },
  );

  // Invitees against the brand's rule, on the API's own timer (each keyed by the invitee).
  runEvery(fastify, fastify.appConfig.referralCheckEveryMs, 'referral check job', (now) =>
    runReferralJob(fastify.db, now),
  );
};
