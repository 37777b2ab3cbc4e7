import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { htmlPageHeaders, htmlPageWithPolicy, newNonce } from '../http/htmlPage.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import type { MoneyInput } from '../services/wallet/money.js';
import { issueGameToken, redeemGameToken } from '../services/games/house/gameTokens.js';
import {
  houseBalance,
  signedSeamlessClient,
  spin,
  type HouseSession,
} from '../services/games/house/houseGameService.js';
import {
  GAME_PAGE_ASSETS,
  GAME_PAGE_POLICY,
  isGamePageTemplate,
  renderGamePage,
} from '../services/games/house/gamePage.js';
import { spinsTheClassicSlot } from '../services/games/house/houseGameKind.js';
import { houseSessionOf } from '../services/games/house/houseSession.js';
import { playSession } from '../services/games/house/playSession.js';
import {
  renderExpiredLinkPage,
  renderSlotPage,
  SLOT_SCRIPT,
} from '../services/games/house/slotPage.js';

/**
 * The house vendor's game server: the game pages (framed by the site's /game page): the React
 * pages of the studio's engine games and the classic slot's page, their scripts, and the classic
 * spin call. It also plays the games the local provider launches (vendors without a
 * real integration), under their own name, code and vendor. Money moves only through the
 * seamless protocol (houseGameService).
 */
export const houseGameRoutes: FastifyPluginAsync = async (fastify) => {
  const seamlessClientOf = (session: HouseSession) =>
    signedSeamlessClient(fastify, fastify.db, session);

  await fastify.register(fastifyStatic, {
    root: GAME_PAGE_ASSETS,
    prefix: '/house/assets/',
    decorateReply: false,
    index: false,
    // The page template is filled per launch (renderGamePage), never served as it is.
    allowedPath: (pathName) => !isGamePageTemplate(pathName),
    // Every file the page build emits is named by its content: a browser keeps it for good.
    maxAge: '365d',
    immutable: true,
  });

  fastify.get<{
    Params: { gameCode: string };
    Querystring: { lt?: string; theme?: 'light' | 'dark' };
  }>(
    '/house/games/:gameCode',
    {
      schema: {
        params: {
          type: 'object',
          // Every catalogue code (the launch's gameCode pattern), not only the house's.
          properties: { gameCode: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' } },
        },
        querystring: {
          type: 'object',
          properties: {
            lt: { type: 'string', maxLength: 100 },
            // The site's theme, which the shell's game frame adds to the launch address.
            theme: { type: 'string', enum: ['light', 'dark'] },
          },
        },
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
      if (!spinsTheClassicSlot(session.kind))
        return htmlPageWithPolicy(reply, GAME_PAGE_POLICY).send(
          renderGamePage({
            playToken,
            language: session.language,
            theme: request.query.theme ?? 'light',
            gameName: session.page.gameName[session.language],
            vendorName: session.page.vendorName,
            artUrl: session.page.thumbnailUrl,
          }),
        );
      const balance = await houseBalance(seamlessClientOf(session), session);
      return htmlPageHeaders(reply, nonce, { images: true }).send(
        renderSlotPage({
          nonce,
          language: session.language,
          gameCode: session.gameCode,
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
      return ok(
        await spin(
          fastify.db,
          seamlessClientOf(session),
          session,
          Number(betMinor),
          fastify.clock.now(),
        ),
      );
    },
  );
};
