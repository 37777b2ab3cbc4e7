import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LiveMyBets,
  LivePlacement,
  LivePlacementParams,
  LiveRound,
  LiveRoundHistory,
  LiveRoundHistoryQuery,
  LiveRoundParams,
  LiveTableList,
  LiveTableParams,
  LiveTableState,
  placeLiveChipsBody,
} from '@site/contracts';
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ApiError } from '../errors.js';
import { ok } from '../http/envelope.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { runEvery } from '../http/periodicJob.js';
import { okResponse } from '../http/schemas.js';
import { isTrialAccount } from '../services/members/accountRepository.js';
import { resultedRound, roundHistory } from '../services/live-tables/roundHistory.js';
import { myBets, placeChips, undoPlacement } from '../services/live-tables/tableBets.js';
import { brandCards } from '../services/live-tables/tableCards.js';
import { DEFAULT_TABLE_CLOCK_OPTIONS, TableClock } from '../services/live-tables/tableClock.js';
import { DEFAULT_TABLE_HUB_OPTIONS, TableHub } from '../services/live-tables/tableHub.js';
import { tableIdOf, tableState } from '../services/live-tables/tableReads.js';
import type { LedgerMember } from '../services/wallet/ledger.js';
import { startEventStream } from './live.js';

// The tables open from the lobby's LIVE and DS88 tiles: the LOBBY module switches them.
const PUBLIC = { brand: true, gate: true, module: 'LOBBY' } as const;
const MEMBER = { ...PUBLIC, auth: true } as const;
const Amount = Type.Unsafe<number | string>(moneySchema({ positive: true, max: 10_000_000 }));
const PlaceChipsBody = placeLiveChipsBody(Amount);

const memberOf = async (request: FastifyRequest): Promise<LedgerMember> => {
  const { account } = await request.requireMember();
  return { id: account.id, brandId: account.brandId, isTrial: isTrialAccount(account) };
};

/**
 * Shared-round tables (issue 42 items 1–4): the clock that runs every table's rounds (one owner
 * per table by a lease, services/live-tables/tableClock.ts), the tables and their state, the
 * member's chips and undo, the rounds' fairness history, and the push of each table's rounds
 * (server-sent events).
 */
export const liveTableRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const options = fastify.appConfig.liveTables;
  const clock = new TableClock(fastify.db, { ...DEFAULT_TABLE_CLOCK_OPTIONS, ...options.clock });
  runEvery(fastify, options.clockEveryMs, 'live-tables-clock', (now) => clock.tick(now));
  const hub = new TableHub(fastify.db, fastify.clock, fastify.notifications, {
    ...DEFAULT_TABLE_HUB_OPTIONS,
    ...options.hub,
  });
  fastify.addHook('preClose', async () => {
    await hub.close();
    // A clean stop hands the tables over at once instead of after the lease lapses.
    if (options.clockEveryMs > 0) await clock.release();
  });

  /** A push stream, or the refusal of one more watcher than this process serves. */
  const streamTo = async (
    reply: FastifyReply,
    open: (response: ServerResponse) => Promise<boolean>,
  ) => {
    if (hub.openStreams >= (options.hub.maxStreams ?? DEFAULT_TABLE_HUB_OPTIONS.maxStreams))
      throw new ApiError(503, 'LIVE_STREAM_BUSY', 'Too many watchers on this server; try again');
    startEventStream(reply);
    if (!(await open(reply.raw))) reply.raw.end('event: busy\ndata: {}\n\n');
  };

  fastify.get(
    '/live/tables',
    { config: PUBLIC, schema: { response: okResponse(LiveTableList) } },
    async (request) => {
      const brand = await request.requireBrand();
      return ok({
        list: await brandCards(fastify.db, brand.id),
        serverTime: fastify.clock.now().toISOString(),
      });
    },
  );

  fastify.get(
    '/live/tables/:tableCode',
    { config: PUBLIC, schema: { params: LiveTableParams, response: okResponse(LiveTableState) } },
    async (request) => {
      const brand = await request.requireBrand();
      const tableId = await tableIdOf(fastify.db, brand.id, request.params.tableCode);
      return ok(await tableState(fastify.db, tableId, fastify.clock.now()));
    },
  );

  // The fairness history: any round with its result, by page or by number (public, as the table).
  fastify.get(
    '/live/tables/:tableCode/rounds',
    {
      config: PUBLIC,
      schema: {
        params: LiveTableParams,
        querystring: LiveRoundHistoryQuery,
        response: okResponse(LiveRoundHistory),
      },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const tableId = await tableIdOf(fastify.db, brand.id, request.params.tableCode);
      return ok(await roundHistory(fastify.db, tableId, request.query));
    },
  );

  fastify.get(
    '/live/tables/:tableCode/rounds/:roundNo',
    { config: PUBLIC, schema: { params: LiveRoundParams, response: okResponse(LiveRound) } },
    async (request) => {
      const brand = await request.requireBrand();
      const tableId = await tableIdOf(fastify.db, brand.id, request.params.tableCode);
      return ok(await resultedRound(fastify.db, tableId, request.params.roundNo));
    },
  );

  fastify.get(
    '/live/tables/:tableCode/stream',
    { config: PUBLIC, schema: { params: LiveTableParams } },
    async (request, reply) => {
      const brand = await request.requireBrand();
      const tableId = await tableIdOf(fastify.db, brand.id, request.params.tableCode);
      await streamTo(reply, (response) => hub.open(response, tableId));
    },
  );

  // One stream for the whole list (a browser holds six connections to an origin), not one a card.
  fastify.get('/live/tables/stream', { config: PUBLIC }, async (request, reply) => {
    const brand = await request.requireBrand();
    await streamTo(reply, (response) => hub.openList(response, brand.id));
  });

  fastify.get(
    '/live/tables/:tableCode/mine',
    { config: MEMBER, schema: { params: LiveTableParams, response: okResponse(LiveMyBets) } },
    async (request) =>
      ok(await myBets(fastify.db, await memberOf(request), request.params.tableCode)),
  );

  fastify.post(
    '/live/tables/:tableCode/placements',
    {
      config: MEMBER,
      schema: {
        params: LiveTableParams,
        body: PlaceChipsBody,
        response: okResponse(LivePlacement),
      },
    },
    async (request) => {
      const { roundNo, clientKey, chips } = request.body;
      return ok(
        await placeChips(fastify.db, {
          member: await memberOf(request),
          tableCode: request.params.tableCode,
          roundNo,
          clientKey,
          chips: chips.map((chip) => ({
            spot: chip.spot,
            amountMinor: moneyInMinor(chip.amount, 'amount'),
          })),
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.post(
    '/live/tables/:tableCode/rounds/:roundNo/placements/:clientKey/undo',
    {
      config: MEMBER,
      schema: { params: LivePlacementParams, response: okResponse(LivePlacement) },
    },
    async (request) =>
      ok(
        await undoPlacement(fastify.db, {
          member: await memberOf(request),
          ...request.params,
          now: fastify.clock.now(),
        }),
      ),
  );
};
