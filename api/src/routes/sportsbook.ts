import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  SportCounts,
  SportsEventDetail,
  SportsEventParams,
  SportsEventsPage,
  SportsEventsQuery,
  SportsStreamQuery,
} from '@site/contracts';
import { ApiError } from '../errors.js';
import { ok } from '../http/envelope.js';
import { runEvery } from '../http/periodicJob.js';
import { okResponse } from '../http/schemas.js';
import { DEFAULT_FEED_HUB_OPTIONS, FeedHub } from '../services/sportsbook/feedHub.js';
import { eventDetail, listEvents, sportCounts } from '../services/sportsbook/feedReads.js';
import { DEFAULT_FEED_WRITER_OPTIONS, FeedWriter } from '../services/sportsbook/feedWriter.js';
import { DEFAULT_HOUSE_FEED_OPTIONS, HouseFeed } from '../services/sportsbook/house/houseFeed.js';
import { startEventStream } from './live.js';
import { sportsbookOpsRoutes } from './sportsbookOps.js';

const PUBLIC = { brand: true, gate: true, module: 'SPORTSBOOK' } as const;

/**
 * Public answers are the same for every brand that has the sportsbook (the module guard turns
 * it off per brand before this): shared caches may keep them briefly, as prices move by push.
 */
const cacheFor = (reply: FastifyReply, seconds: number) =>
  reply.header('cache-control', `public, max-age=${seconds}`).header('vary', 'Merchant, Origin');

const lastEventIdOf = (header: string | string[] | undefined, after: string | undefined) => {
  const raw = (Array.isArray(header) ? header[0] : header) ?? after;
  return raw && /^[0-9]{1,18}$/.test(raw) ? BigInt(raw) : null;
};

const tooManyStreams = () =>
  new ApiError(503, 'SPORTS_STREAM_BUSY', 'Too many live pages on this server; try again');

/**
 * The sportsbook's feed (issue 43 items 2, 3, 6): the house feed written by one process at a
 * time (services/sportsbook/feedWriter.ts), the public reads, and the push of odds, scores and
 * market states (server-sent events, services/sportsbook/feedHub.ts).
 */
export const sportsbookRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const options = fastify.appConfig.sportsbook;
  const provider = new HouseFeed({ ...DEFAULT_HOUSE_FEED_OPTIONS, ...options.house });
  const writer = new FeedWriter(fastify.db, provider, {
    ...DEFAULT_FEED_WRITER_OPTIONS,
    ...options.writer,
  });
  runEvery(fastify, options.feedEveryMs, 'sports-feed', (now) => writer.tick(now));
  const hub = new FeedHub(fastify.db, fastify.notifications, {
    ...DEFAULT_FEED_HUB_OPTIONS,
    ...options.hub,
  });
  fastify.addHook('preClose', async () => hub.close());

  fastify.get(
    '/sportsbook/sports',
    { config: PUBLIC, schema: { response: okResponse(SportCounts) } },
    async (_request, reply) => {
      cacheFor(reply, 10);
      return ok({ list: await sportCounts(fastify.db) });
    },
  );

  fastify.get(
    '/sportsbook/events',
    {
      config: PUBLIC,
      schema: { querystring: SportsEventsQuery, response: okResponse(SportsEventsPage) },
    },
    async (request, reply) => {
      cacheFor(reply, 2);
      return ok(await listEvents(fastify.db, request.query));
    },
  );

  fastify.get(
    '/sportsbook/events/:eventId',
    {
      config: PUBLIC,
      schema: { params: SportsEventParams, response: okResponse(SportsEventDetail) },
    },
    async (request, reply) => {
      const detail = await eventDetail(fastify.db, request.params.eventId);
      if (!detail) throw new ApiError(404, 'SPORTS_EVENT_NOT_FOUND', 'No such sports event');
      cacheFor(reply, 2);
      return ok(detail);
    },
  );

  fastify.get(
    '/sportsbook/stream',
    { config: PUBLIC, schema: { querystring: SportsStreamQuery } },
    async (request, reply) => {
      if (hub.openStreams >= (options.hub.maxStreams ?? DEFAULT_FEED_HUB_OPTIONS.maxStreams))
        throw tooManyStreams();
      const events = request.query.events ? new Set(request.query.events.split(',')) : null;
      startEventStream(reply);
      const opened = await hub.open(
        reply.raw,
        lastEventIdOf(request.headers['last-event-id'], request.query.after),
        events,
      );
      // Full since the check above: the page retries later, as after any drop.
      if (!opened) reply.raw.end('event: busy\ndata: {}\n\n');
    },
  );

  await fastify.register(sportsbookOpsRoutes, { provider });
};
