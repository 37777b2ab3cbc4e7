import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TeenPattiActBody,
  TeenPattiHand,
  TeenPattiHandHistory,
  TeenPattiHandParams,
  TeenPattiHandsQuery,
  TeenPattiReadyBody,
  TeenPattiSitBody,
  TeenPattiTableList,
  TeenPattiTableParams,
  TeenPattiTableState,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ApiError } from '../errors.js';
import { ok } from '../http/envelope.js';
import { runEvery } from '../http/periodicJob.js';
import { okResponse } from '../http/schemas.js';
import { bearerToken } from '../plugins/auth.js';
import { redeemLiveTicket } from '../services/live/liveHub.js';
import { TeenPattiClock } from '../services/teen-patti/teenPattiClock.js';
import { actAtTable } from '../services/teen-patti/teenPattiHands.js';
import {
  DEFAULT_TEEN_PATTI_HUB_OPTIONS,
  TeenPattiHub,
} from '../services/teen-patti/teenPattiHub.js';
import {
  listTables,
  memberHands,
  playedHand,
  setReady,
  sit,
  stand,
  tableState,
  type SeatRequest,
} from '../services/teen-patti/teenPattiTables.js';
import { startEventStream, ticketInvalid } from './live.js';

// Teen patti tables sit in the games lobby (/pvp), switched with it; real money only.
const PUBLIC = { brand: true, gate: true, module: 'LOBBY' } as const;
const MEMBER = { ...PUBLIC, realAccount: true } as const;

const StateAnswer = okResponse(TeenPattiTableState);
const StreamQuery = Type.Object(
  {
    ticket: Type.Optional(Type.String({ maxLength: 100 })),
    lastEventId: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
  },
  { additionalProperties: false },
);

const streamsBusy = () =>
  new ApiError(503, 'TEEN_PATTI_STREAM_BUSY', 'Too many live tables on this server; try again');

/**
 * Teen patti between members (issue 42 item 4; services/teen-patti): the brand's tables, sitting
 * and standing, the member's actions, the table as the member may see it and its push. Every
 * change answers the table's state as the member sees it.
 */
export const teenPattiRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const clock = new TeenPattiClock(fastify.db);
  runEvery(fastify, fastify.appConfig.teenPattiClockEveryMs, 'teen patti clock', (now) =>
    clock.tick(now),
  );
  const hub = new TeenPattiHub(fastify.db, fastify.notifications, DEFAULT_TEEN_PATTI_HUB_OPTIONS);
  fastify.addHook('preClose', async () => hub.close());

  const member = async (request: Pick<FastifyRequest, 'requireMember'>) => {
    const { account } = await request.requireMember();
    return { id: account.id, brandId: account.brandId };
  };
  const stateFor = (viewer: SeatRequest['member'], tableId: string) =>
    tableState(fastify.db, viewer.brandId, tableId, viewer.id);
  /** Makes the member's change at the table, then answers the table as they see it. */
  const changeThenAnswer = async (
    request: Pick<FastifyRequest, 'requireMember'> & { params: TeenPattiTableParams },
    change: (seat: SeatRequest) => Promise<void>,
  ) => {
    const viewer = await member(request);
    const { tableId } = request.params;
    await change({ member: viewer, tableId, now: fastify.clock.now() });
    return ok(await stateFor(viewer, tableId));
  };

  fastify.get(
    '/teenpatti/tables',
    { config: PUBLIC, schema: { response: okResponse(TeenPattiTableList) } },
    async (request) => {
      const brand = await request.requireBrand();
      return ok({ list: await listTables(fastify.db, brand.id, fastify.clock.now()) });
    },
  );

  fastify.get(
    '/teenpatti/tables/:tableId',
    { config: MEMBER, schema: { params: TeenPattiTableParams, response: StateAnswer } },
    async (request) => ok(await stateFor(await member(request), request.params.tableId)),
  );

  fastify.post(
    '/teenpatti/tables/:tableId/sit',
    {
      config: MEMBER,
      schema: { params: TeenPattiTableParams, body: TeenPattiSitBody, response: StateAnswer },
    },
    (request) =>
      changeThenAnswer(request, (seat) => sit(fastify.db, { ...seat, seat: request.body.seat })),
  );

  fastify.post(
    '/teenpatti/tables/:tableId/stand',
    { config: MEMBER, schema: { params: TeenPattiTableParams, response: StateAnswer } },
    (request) => changeThenAnswer(request, (seat) => stand(fastify.db, seat)),
  );

  fastify.post(
    '/teenpatti/tables/:tableId/ready',
    {
      config: MEMBER,
      schema: { params: TeenPattiTableParams, body: TeenPattiReadyBody, response: StateAnswer },
    },
    (request) =>
      changeThenAnswer(request, (seat) =>
        setReady(fastify.db, { ...seat, ready: request.body.ready }),
      ),
  );

  fastify.post(
    '/teenpatti/tables/:tableId/act',
    {
      config: MEMBER,
      schema: { params: TeenPattiTableParams, body: TeenPattiActBody, response: StateAnswer },
    },
    (request) =>
      changeThenAnswer(request, (seat) => actAtTable(fastify.db, { ...seat, ...request.body })),
  );

  // The member's own finished hands, for the fairness history; each one also by its id below.
  fastify.get(
    '/teenpatti/hands',
    {
      config: MEMBER,
      schema: { querystring: TeenPattiHandsQuery, response: okResponse(TeenPattiHandHistory) },
    },
    async (request) => {
      const viewer = await member(request);
      return ok(await memberHands(fastify.db, viewer.id, request.query));
    },
  );

  fastify.get(
    '/teenpatti/hands/:handId',
    {
      config: MEMBER,
      schema: { params: TeenPattiHandParams, response: okResponse(TeenPattiHand) },
    },
    async (request) => {
      const viewer = await member(request);
      return ok(await playedHand(fastify.db, viewer.id, request.params.handId));
    },
  );

  // A browser's EventSource sends no header: it trades its token for a live ticket first
  // (POST /wps/live/ticket), as the member's own push does; other clients send the bearer.
  fastify.get(
    '/teenpatti/tables/:tableId/stream',
    { config: PUBLIC, schema: { params: TeenPattiTableParams, querystring: StreamQuery } },
    async (request, reply) => {
      const brand = await request.requireBrand();
      let viewerId: string;
      if (request.query.ticket) {
        const redeemed = await redeemLiveTicket(
          fastify.db,
          request.query.ticket,
          fastify.clock.now(),
        );
        if (!redeemed || redeemed.brand_id !== brand.id) throw ticketInvalid();
        viewerId = redeemed.account_id;
      } else if (bearerToken(request)) viewerId = (await member(request)).id;
      else throw ticketInvalid();
      const { tableId } = request.params;
      // Unknown or another brand's table: a 404 before the stream starts.
      await tableState(fastify.db, brand.id, tableId, viewerId);
      if (hub.openStreams >= DEFAULT_TEEN_PATTI_HUB_OPTIONS.maxStreams) throw streamsBusy();
      const header = request.headers['last-event-id'];
      const last = (Array.isArray(header) ? header[0] : header) ?? request.query.lastEventId;
      startEventStream(reply);
      const opened = await hub.open(
        reply.raw,
        { brandId: brand.id, tableId, viewerId },
        last && /^[0-9]{1,18}$/.test(last) ? BigInt(last) : null,
      );
      if (!opened) reply.raw.end('event: busy\ndata: {}\n\n');
    },
  );
};
