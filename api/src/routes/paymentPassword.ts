import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FileIdParams, PaymentPasswordStatus, SetPaymentPasswordBody } from '@site/contracts';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { sendPrivateImage } from '../http/privateImage.js';
import { okResponse } from '../http/schemas.js';
import { readMemberFile } from '../services/files/memberFiles.js';
import { paymentPasswordStatus, setPaymentPassword } from '../services/members/paymentPassword.js';

const MEMBER = { brand: true, gate: true, realAccount: true } as const;

/** The payment password (spec §3) and the member's own uploaded proof images. */
export const paymentPasswordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/member/payment-password',
    { config: MEMBER, schema: { response: okResponse(PaymentPasswordStatus) } },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(await paymentPasswordStatus(fastify.db, account.id, fastify.clock.now()));
    },
  );

  fastify.put(
    '/wps/member/payment-password',
    {
      config: MEMBER,
      schema: { body: SetPaymentPasswordBody, response: okResponse(PaymentPasswordStatus) },
    },
    async (request) => {
      const { account } = await request.requireMember();
      const now = fastify.clock.now();
      await setPaymentPassword(
        fastify.db,
        { accountId: account.id, ...request.body, now },
        fastify.appConfig.passwordHash,
      );
      return ok(await paymentPasswordStatus(fastify.db, account.id, now));
    },
  );

  fastify.get(
    '/wps/member/files/:id',
    { config: { brand: true, auth: true }, schema: { params: FileIdParams } },
    async (request, reply) => {
      const { account } = await request.requireMember();
      const file = await readMemberFile(fastify.db, request.params.id, { accountId: account.id });
      if (!file) throw errors.notFound('File');
      return sendPrivateImage(reply, file);
    },
  );
};
