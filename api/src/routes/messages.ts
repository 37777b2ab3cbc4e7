import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdjustmentFields,
  AdjustmentResult,
  DeleteMessagesBody,
  MemberMessage,
  MessageListQuery,
  MessagePage,
  MessagesChanged,
  ReadMessageBody,
  SendMessageBody,
  SendMessageResult,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { adjustMemberBalance } from '../services/adjustments/memberAdjustments.js';
import {
  deleteMessages,
  listMessages,
  markAllRead,
  readMessage,
} from '../services/messages/inbox.js';
import { sendOperatorMessage } from '../services/messages/operatorMessages.js';

const MEMBER = { brand: true, gate: true, auth: true } as const;

/** Ten million in major units: far above any honest correction, far below an overflow. */
const MAX_ADJUSTMENT = 10_000_000;

const AdjustmentBody = Type.Object(
  {
    ...AdjustmentFields.properties,
    amount: Type.Unsafe<number | string>(moneySchema({ positive: true, max: MAX_ADJUSTMENT })),
  },
  { additionalProperties: false },
);

async function brandIdOf(fastify: FastifyInstance, code: string): Promise<string> {
  const brand = await fastify.brands.byCode(code);
  if (!brand) throw errors.brandNotFound();
  return brand.id;
}

/**
 * The member's inbox (messageV2) and the operator's member tools: messages to a member or a
 * segment (support role) and balance adjustments (finance role), both audited.
 */
export const messageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/member/messages',
    {
      config: MEMBER,
      schema: { querystring: MessageListQuery, response: okResponse(MessagePage) },
    },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(await listMessages(fastify.db, account.id, request.query));
    },
  );

  fastify.post(
    '/wps/member/messages/read',
    {
      config: MEMBER,
      schema: { body: ReadMessageBody, response: okResponse(MemberMessage) },
    },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(await readMessage(fastify.db, account.id, request.body.id, fastify.clock.now()));
    },
  );

  fastify.post(
    '/wps/member/messages/read-all',
    { config: MEMBER, schema: { response: okResponse(MessagesChanged) } },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(await markAllRead(fastify.db, account.id, fastify.clock.now()));
    },
  );

  fastify.post(
    '/wps/member/messages/delete',
    {
      config: MEMBER,
      schema: { body: DeleteMessagesBody, response: okResponse(MessagesChanged) },
    },
    async (request) => {
      const { account } = await request.requireMember();
      return ok(await deleteMessages(fastify.db, account.id, request.body.ids));
    },
  );

  fastify.post(
    '/ops/messages',
    {
      config: { operator: 'support' },
      schema: { body: SendMessageBody, response: okResponse(SendMessageResult) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const brandId = await brandIdOf(fastify, request.body.brand);
      assertOperatorBrand(operator, brandId);
      const { to, title, body, idempotencyKey } = request.body;
      return ok(
        await sendOperatorMessage(fastify.db, {
          operator,
          ip: request.clientIp(),
          brandId,
          to,
          title,
          body,
          idempotencyKey,
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.post(
    '/ops/adjustments',
    {
      config: { operator: 'finance' },
      schema: { body: AdjustmentBody, response: okResponse(AdjustmentResult) },
    },
    async (request) => {
      const operator = await request.requireOperator('finance');
      const brandId = await brandIdOf(fastify, request.body.brand);
      assertOperatorBrand(operator, brandId);
      const { account, direction, reason, idempotencyKey } = request.body;
      return ok(
        await adjustMemberBalance(fastify.db, {
          operator,
          ip: request.clientIp(),
          brandId,
          account,
          direction,
          amountMinor: moneyInMinor(request.body.amount, 'amount'),
          reason: reason.trim(),
          idempotencyKey,
          now: fastify.clock.now(),
        }),
      );
    },
  );
};
