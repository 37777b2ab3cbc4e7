import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import { ok } from '../http/envelope.js';
import { bearerToken } from '../plugins/auth.js';
import { assertBrandOpen } from '../services/brands/systemStatus.js';
import {
  DEFAULT_LIVE_OPTIONS,
  issueLiveTicket,
  LIVE_TICKET_TTL_MS,
  LiveHub,
  redeemLiveTicket,
} from '../services/live/liveHub.js';

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

export const ticketInvalid = () =>
  new ApiError(401, 'TOKEN_INVALID', 'The live ticket is invalid, used or expired');

/** Takes the response over from Fastify and starts it as a server-sent event stream. */
export function startEventStream(reply: FastifyReply): void {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
}

function lastEventIdOf(request: FastifyRequest): bigint | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as { lastEventId?: string }).lastEventId;
  const raw = (Array.isArray(header) ? header[0] : header) ?? query;
  return raw && /^[0-9]{1,18}$/.test(raw) ? BigInt(raw) : null;
}

/**
 * Live push (spec §3 balance and unread): server-sent events per member. A browser's
 * EventSource cannot send headers, and a session token in a URL ends up in logs, so the
 * browser first trades its token for a one-minute single-use ticket and opens the stream
 * with `?ticket=`. Other clients may send `Authorization: Bearer` (+ brand) instead.
 */
export const liveRoutes: FastifyPluginAsync = async (fastify) => {
  const hub = new LiveHub(fastify.db, fastify.clock, {
    ...DEFAULT_LIVE_OPTIONS,
    ...fastify.appConfig.live,
  });
  fastify.decorate('liveHub', hub);
  // Open streams would keep the server from closing.
  fastify.addHook('preClose', async () => hub.close());

  fastify.post(
    '/wps/live/ticket',
    { config: { brand: true, gate: true, auth: true } },
    async (request) => {
      const { account, tokenHash } = await request.requireMember();
      const ticket = await issueLiveTicket(
        fastify.db,
        { tokenHash, accountId: account.id, brandId: account.brandId },
        fastify.clock.now(),
      );
      return ok({ ticket, expiresInSeconds: LIVE_TICKET_TTL_MS / 1000 });
    },
  );

  fastify.get<{ Querystring: { ticket?: string; lastEventId?: string } }>(
    '/wps/live/events',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ticket: { type: 'string', maxLength: 100 },
            lastEventId: { type: 'string', pattern: '^[0-9]{1,18}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const now = fastify.clock.now();
      let member: { accountId: string; sessionHash: string; brandId: string };
      if (request.query.ticket) {
        const redeemed = await redeemLiveTicket(fastify.db, request.query.ticket, now);
        if (!redeemed) throw ticketInvalid();
        member = {
          accountId: redeemed.account_id,
          sessionHash: redeemed.session_hash,
          brandId: redeemed.brand_id,
        };
      } else if (bearerToken(request)) {
        const { account, tokenHash } = await request.requireMember();
        member = { accountId: account.id, sessionHash: tokenHash, brandId: account.brandId };
      } else throw ticketInvalid();
      const brand = await fastify.brands.byId(member.brandId);
      if (!brand) throw ticketInvalid();
      assertBrandOpen(brand, request.clientIp());

      startEventStream(reply);
      await hub.open(
        reply.raw,
        {
          accountId: member.accountId,
          sessionHash: member.sessionHash,
          currencySymbol: brand.config.currencySymbol,
          idleTimeoutMs: fastify.appConfig.session.idleTimeoutMs,
        },
        lastEventIdOf(request),
      );
    },
  );
};
