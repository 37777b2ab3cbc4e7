import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import type { BrandConfig } from '../brands/brandConfig.js';
import type { ContentLanguage } from '../content/language.js';
import { HOUSE_VENDOR } from '../wallet/seamlessService.js';
import { recordRecentGame } from './favouriteService.js';
import {
  findGame,
  hotGames,
  isLotteryType,
  isSportsbookEntry,
  isTeenPattiEntry,
  liveTableOf,
  type GameItem,
} from './gameCatalogueService.js';
import { LAUNCH_TOKEN_TTL_MS } from './house/gameTokens.js';
import { requireHouseGameKind } from './house/houseGameKind.js';
import { providerFor, type LaunchMember } from './vendors/game-vendor-provider.js';
import { assertMayPlay } from '../protection/protectionGuard.js';

export interface LaunchKey {
  nodeId?: number;
  vassalage?: string;
  gameType?: string;
  gameCode?: string;
}

export interface LaunchResult {
  /** Spec §7: value.content is the URL the /game page frames. */
  content: string;
  nodeId: number;
  vassalage: string;
  gameCode: string;
  expiresInSeconds: number;
}

/**
 * Spec §8 'Game maintenance (recommend other games)': the error carries a few hot, open games
 * of the same category to suggest.
 */
async function maintenance(
  db: Kysely<Database>,
  game: { node_id: string; game_type: string },
  view: { language: ContentLanguage; baseUrl: string },
  reason: 'MAINTENANCE' | 'VENDOR_NOT_CONNECTED',
): Promise<ApiError> {
  const candidates = await hotGames(db, { gameType: game.game_type, limit: 30 }, view);
  const houseFirst = [
    ...candidates.filter((g) => g.vassalage === HOUSE_VENDOR),
    ...candidates.filter((g) => g.vassalage !== HOUSE_VENDOR),
  ];
  const suggestions: GameItem[] = houseFirst
    .filter((g) => g.status === 'ACTIVE' && !g.comingSoon && String(g.nodeId) !== game.node_id)
    .slice(0, 6);
  return new ApiError(503, 'GAME_MAINTENANCE', 'Game maintenance', {
    nodeId: Number(game.node_id),
    reason,
    suggestions,
  });
}

/**
 * Generic launch (spec §2, §7). The vendor's provider (brand config or the built-in registry,
 * see vendors/game-vendor-provider.ts) makes the URL: in this deployment the house slot for
 * HOUSE and the local provider for every other vendor, both a URL of this API carrying a
 * short-lived single-use launch token (never the session token). Lottery games are not
 * launched here: the lobby routes them to /lottery (spec §2), sportsbook entries to
 * /fbsports (issue 43), PVP entries to /teenpatti and live table entries to /liveTable (issue 42).
 */
export async function launchGame(
  db: Kysely<Database>,
  member: LaunchMember,
  key: LaunchKey,
  view: { language: ContentLanguage; baseUrl: string; brandConfig?: BrandConfig },
  now: Date,
): Promise<LaunchResult> {
  const game = await findGame(db, key);
  if (!game) throw errors.notFound('Game');
  if (isLotteryType(game.game_type))
    throw new ApiError(400, 'LOTTERY_ROUTE', 'Lottery games open on /lottery', {
      route: '/lottery',
      query: { gameCode: game.game_code, vendor: game.vassalage, playType: game.default_play_type },
    });
  if (isSportsbookEntry(game))
    throw new ApiError(400, 'SPORTSBOOK_ROUTE', 'Sportsbook entries open on /fbsports', {
      route: '/fbsports',
      query: game.game_type === 'ESPORTS' ? { line: 'esports' } : {},
    });
  if (isTeenPattiEntry(game))
    throw new ApiError(400, 'TEEN_PATTI_ROUTE', 'PVP entries open on /teenpatti', {
      route: '/teenpatti',
      query: {},
    });
  const liveTable = liveTableOf(game);
  if (liveTable)
    throw new ApiError(400, 'LIVE_TABLE_ROUTE', 'Live table entries open on /liveTable', {
      route: '/liveTable',
      query: { code: liveTable },
    });
  if (!game.enabled || game.status === 'MAINTENANCE')
    throw await maintenance(db, game, view, 'MAINTENANCE');
  const provider = providerFor(game.vassalage, view.brandConfig);
  if (!provider) throw await maintenance(db, game, view, 'VENDOR_NOT_CONNECTED');
  // A game hosted here needs a house game of its category: no classic slot in its place.
  if (provider.hostedHere) requireHouseGameKind(game);
  // Player protection: no launch while excluded or with a wager or loss limit used up.
  await assertMayPlay(db, member.accountId, now);

  const content = await provider.launch(game, member, {
    db,
    language: view.language,
    baseUrl: view.baseUrl,
    now,
  });
  await recordRecentGame(db, member.accountId, game.node_id, now);
  return {
    content,
    nodeId: Number(game.node_id),
    vassalage: game.vassalage,
    gameCode: game.game_code,
    expiresInSeconds: LAUNCH_TOKEN_TTL_MS / 1000,
  };
}
