import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import { ok } from '../http/envelope.js';
import { htmlPageHeaders, newNonce } from '../http/htmlPage.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { assertBrandOpen } from '../plugins/brand.js';
import { escapeXml } from '../services/content/bannerArt.js';
import { providerFor } from '../services/games/vendors/game-vendor-provider.js';
import type { MoneyInput } from '../services/wallet/money.js';
import {
  issueGameToken,
  redeemGameToken,
  type GameTokenOwner,
} from '../services/games/house/gameTokens.js';
import {
  houseBalance,
  signedSeamlessClient,
  spin,
  type HouseSession,
} from '../services/games/house/houseGameService.js';
import { renderSlotPage, SLOT_SCRIPT } from '../services/games/house/slotPage.js';

const playTokenInvalid = () =>
  new ApiError(401, 'PLAY_TOKEN_INVALID', 'This game session has ended; launch the game again');

const EXPIRED_PAGE = {
  en: [
    'Game link expired',
    'This game link has expired or was already used. Close the game and launch it again.',
  ],
  bn: [
    'গেম লিংকের মেয়াদ শেষ',
    'এই গেম লিংকের মেয়াদ শেষ বা আগেই ব্যবহার করা হয়েছে। গেমটি বন্ধ করে আবার চালু করুন।',
  ],
} as const;

/** What the page shows of the launched game, whichever vendor it belongs to. */
interface GamePageLook {
  gameName: { en: string; bn: string };
  vendorName: string;
  thumbnailUrl: string;
}

/** The account, game and brand behind a token; null when any of them is gone or disabled. */
async function sessionOf(
  request: FastifyRequest,
  owner: GameTokenOwner,
): Promise<(HouseSession & { page: GamePageLook; currencySymbol: string }) | null> {
  const { db } = request.server;
  const [account, game, brand] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['username', 'brand_id', 'disabled_at', 'is_agent'])
      .where('id', '=', owner.accountId)
      .executeTakeFirst(),
    db
      .selectFrom('games')
      .select(['game_code', 'vassalage', 'game_type', 'status', 'enabled', 'name_en', 'name_bn'])
      .where('node_id', '=', owner.nodeId)
      .executeTakeFirst(),
    request.server.brands.byId(owner.brandId),
  ]);
  if (!account || account.disabled_at || account.brand_id !== owner.brandId) return null;
  // Only games whose provider is hosted here (house slot, local provider) play on this page.
  if (!game || !brand || !providerFor(game.vassalage, brand.config)?.hostedHere) return null;
  assertBrandOpen(brand, request.clientIp());
  if (!game.enabled || game.status !== 'ACTIVE')
    throw new ApiError(503, 'GAME_MAINTENANCE', 'Game maintenance');
  const vendor = await db
    .selectFrom('game_vendors')
    .select('display_name')
    .where('vassalage', '=', game.vassalage)
    .where('game_type', '=', game.game_type)
    .executeTakeFirst();
  return {
    ...owner,
    merchantCode: brand.merchantCode,
    username: account.username,
    gameCode: game.game_code,
    vendor: game.vassalage,
    page: {
      gameName: { en: game.name_en, bn: game.name_bn },
      vendorName: vendor?.display_name ?? game.vassalage,
      thumbnailUrl: `/assets/games/${owner.nodeId}.svg`,
    },
    currencySymbol: brand.config.currencySymbol,
  };
}

async function playSession(request: FastifyRequest) {
  const header = request.headers['x-play-token'];
  const token = (Array.isArray(header) ? header[0] : header) ?? '';
  const { db, clock, appConfig } = request.server;
  const owner = await redeemGameToken(db, 'play', token, clock.now(), appConfig.session);
  const session = owner ? await sessionOf(request, owner) : null;
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
      const session = owner ? await sessionOf(request, owner) : null;
      if (!owner || !session || session.gameCode !== request.params.gameCode) {
        const language = owner?.language ?? 'bn';
        const [title, text] = EXPIRED_PAGE[language];
        return htmlPageHeaders(reply.status(401), nonce, { images: true }).send(
          `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title><style nonce="${nonce}">body{font:16px/1.5 'Noto Sans Bengali',Inter,Arial,sans-serif;background:#111;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0;padding:16px;text-align:center}</style></head><body><main><h1>${escapeXml(title)}</h1><p>${escapeXml(text)}</p></main></body></html>`,
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
