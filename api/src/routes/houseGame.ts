import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import { ok } from '../http/envelope.js';
import { htmlPageHeaders, newNonce } from '../http/htmlPage.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import type { MoneyInput } from '../services/wallet/money.js';
import { issueGameToken, redeemGameToken } from '../services/games/house/gameTokens.js';
import {
  houseBalance,
  signedSeamlessClient,
  spin,
  type HouseSession,
} from '../services/games/house/houseGameService.js';
import { houseSessionOf } from '../services/games/house/houseSession.js';
import {
  renderExpiredLinkPage,
  renderSlotPage,
  SLOT_SCRIPT,
} from '../services/games/house/slotPage.js';

const playTokenInvalid = () =>
  new ApiError(401, 'PLAY_TOKEN_INVALID', 'This game session has ended; launch the game again');

async function playSession(request: FastifyRequest) {
  const header = request.headers['x-play-token'];
  const token = (Array.isArray(header) ? header[0] : header) ?? '';
  const { db, clock, appConfig } = request.server;
  const owner = await redeemGameToken(db, 'play', token, clock.now(), appConfig.session);
  const session = owner ? await houseSessionOf(request.server, owner, request.clientIp()) : null;
  if (!session) throw playTokenInvalid();
  return session;
}

/**
 * The house vendor's game server: the slot page (framed by the site's /game page), its script,
 * and its spin call. It also plays the games the local provider launches (vendors without a
 * real integration), under their own name, code and vendor. Money moves only through the
 * seamless protocol (houseGameService).
 */
export const houseGameRoutes: FastifyPluginAsync = async (fastify) => {
  const seamlessClientOf = (session: HouseSession) =>
    signedSeamlessClient(fastify, fastify.db, session);

  fastify.get<{ Params: { gameCode: string }; Querystring: { lt?: string } }>(
    '/house/games/:gameCode',
    {
      schema: {
        params: {
          type: 'object',
          // Every catalogue code (the launch's gameCode pattern), not only the house's.
          properties: { gameCode: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' } },
        },
        querystring: { type: 'object', properties: { lt: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request, reply) => {
      const now = fastify.clock.now();
      const nonce = newNonce();
      const owner = await redeemGameToken(
        fastify.db,
        'launch',
        request.query.lt ?? '',
        now,
        fastify.appConfig.session,
      );
      const session = owner ? await houseSessionOf(fastify, owner, request.clientIp()) : null;
      if (!owner || !session || session.gameCode !== request.params.gameCode) {
        return htmlPageHeaders(reply.status(401), nonce, { images: true }).send(
          renderExpiredLinkPage(nonce, owner?.language ?? 'bn'),
        );
      }
      const playToken = await issueGameToken(fastify.db, 'play', owner, now);
      const balance = await houseBalance(seamlessClientOf(session), session);
      return htmlPageHeaders(reply, nonce, { images: true }).send(
        renderSlotPage({
          nonce,
          language: session.language,
          gameCode: session.gameCode,
          nodeId: session.nodeId,
          gameName: session.page.gameName[session.language],
          vendorName: session.page.vendorName,
          thumbnailUrl: session.page.thumbnailUrl,
          currencySymbol: session.currencySymbol,
          playToken,
          balance,
        }),
      );
    },
  );

  fastify.get('/house/assets/slot.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(SLOT_SCRIPT),
  );

  fastify.get('/house/api/state', async (request) => {
    const session = await playSession(request);
    return ok({
      balance: await houseBalance(seamlessClientOf(session), session),
      currencySymbol: session.currencySymbol,
    });
  });

  fastify.post<{ Body: { bet: MoneyInput } }>(
    '/house/api/spin',
    {
      schema: {
        body: {
          type: 'object',
          required: ['bet'],
          additionalProperties: false,
          properties: { bet: moneySchema({ positive: true, max: 1_000_000 }) },
        },
      },
    },
    async (request) => {
      const session = await playSession(request);
      const betMinor = moneyInMinor(request.body.bet, 'bet');
      return ok(await spin(seamlessClientOf(session), session, Number(betMinor)));
    },
  );
};
