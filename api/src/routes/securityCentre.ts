import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BindingChannelParams,
  BindingCodeBody,
  CodeSent,
  ConfirmBindingBody,
  MemberDevices,
  SecurityOverview,
  TotpCodeBody,
  TotpEnrolment,
  UpdateProfileBody,
} from '@site/contracts';
import Type from 'typebox';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { deleteAccountSessions } from '../services/auth/sessions.js';
import { confirmBinding, sendBindingCode } from '../services/security-centre/bindings.js';
import { listDevices } from '../services/security-centre/devices.js';
import { securityOverview } from '../services/security-centre/overview.js';
import { updateProfile } from '../services/security-centre/profile.js';
import {
  confirmTotpEnrolment,
  MEMBER_TOTP,
  removeTotp,
  resealTotpSecrets,
  startTotpEnrolment,
} from '../services/security-centre/totp.js';

/** Real members only: trial accounts never reach the centre, and the API refuses them too. */
const MEMBER = { brand: true, gate: true, realAccount: true } as const;

/** The member's security centre (spec §2 securityCenter, §3, §4). */
export const securityCentreRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // After a data key rotation (or an upgrade from unsealed secrets): every secret under the new key.
  fastify.addHook('onReady', async () => {
    const resealed = await resealTotpSecrets(fastify.db, fastify.secretBox);
    if (resealed > 0)
      fastify.log.info({ resealed }, 'authenticator secrets sealed under the current data key');
  });
  fastify.get(
    '/wps/member/security',
    { config: MEMBER, schema: { response: okResponse(SecurityOverview) } },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(await securityOverview(fastify.db, await request.requireBrand(), account.id));
    },
  );

  fastify.put(
    '/wps/member/profile',
    {
      config: MEMBER,
      schema: { body: UpdateProfileBody, response: okResponse(SecurityOverview) },
    },
    async (request) => {
      const { account } = await request.requireMember();
      const brand = await request.requireBrand();
      await updateProfile(fastify.db, brand, {
        accountId: account.id,
        body: request.body,
        now: fastify.clock.now(),
      });
      return ok(await securityOverview(fastify.db, brand, account.id));
    },
  );

  fastify.post(
    '/wps/member/bindings/:channel/code',
    {
      config: MEMBER,
      schema: {
        params: BindingChannelParams,
        body: BindingCodeBody,
        response: okResponse(CodeSent),
      },
    },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(
        await sendBindingCode(fastify.db, fastify.providers, {
          brand: await request.requireBrand(),
          accountId: account.id,
          channel: request.params.channel,
          ...request.body,
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.post(
    '/wps/member/bindings/:channel',
    {
      config: MEMBER,
      schema: {
        params: BindingChannelParams,
        body: ConfirmBindingBody,
        response: okResponse(SecurityOverview),
      },
    },
    async (request) => {
      const { account } = await request.requireMember();
      const brand = await request.requireBrand();
      await confirmBinding(fastify.db, {
        brand,
        accountId: account.id,
        channel: request.params.channel,
        ...request.body,
        now: fastify.clock.now(),
      });
      return ok(await securityOverview(fastify.db, brand, account.id));
    },
  );

  fastify.post(
    '/wps/member/totp',
    { config: MEMBER, schema: { response: okResponse(TotpEnrolment) } },
    async (request) => {
      const { account } = await request.requireMember();
      const brand = await request.requireBrand();
      return ok(
        await startTotpEnrolment(fastify.db, fastify.secretBox, MEMBER_TOTP, {
          id: account.id,
          issuer: brand.name,
          label: account.username,
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.post(
    '/wps/member/totp/confirm',
    { config: MEMBER, schema: { body: TotpCodeBody, response: okResponse(SecurityOverview) } },
    async (request) => {
      const { account } = await request.requireMember();
      await confirmTotpEnrolment(fastify.db, fastify.secretBox, MEMBER_TOTP, {
        id: account.id,
        code: request.body.code,
        now: fastify.clock.now(),
      });
      return ok(await securityOverview(fastify.db, await request.requireBrand(), account.id));
    },
  );

  fastify.post(
    '/wps/member/totp/remove',
    { config: MEMBER, schema: { body: TotpCodeBody, response: okResponse(SecurityOverview) } },
    async (request) => {
      const { account } = await request.requireMember();
      await removeTotp(fastify.db, fastify.secretBox, MEMBER_TOTP, {
        id: account.id,
        code: request.body.code,
        now: fastify.clock.now(),
      });
      return ok(await securityOverview(fastify.db, await request.requireBrand(), account.id));
    },
  );

  fastify.get(
    '/wps/member/devices',
    { config: MEMBER, schema: { response: okResponse(MemberDevices) } },
    async (request) => {
      const { account, tokenHash } = await request.requireMember();
      return ok(
        await listDevices(fastify.db, {
          accountId: account.id,
          currentTokenHash: tokenHash,
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.delete(
    '/wps/member/devices/others',
    { config: MEMBER, schema: { response: okResponse(Type.Null()) } },
    async (request) => {
      const { account, tokenHash } = await request.requireMember();
      await fastify.sessions.revokeAccount(account.id, () =>
        deleteAccountSessions(fastify.db, account.id, tokenHash),
      );
      return ok(null);
    },
  );
};
