import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import type { ContentLanguage } from '../content/language.js';
import { HOUSE_VENDOR } from '../wallet/seamlessService.js';
import { recordRecentGame } from './favouriteService.js';
import { findGame, hotGames, type GameItem } from './gameCatalogueService.js';
import { issueGameToken, LAUNCH_TOKEN_TTL_MS } from './house/gameTokens.js';

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
    .filter((g) => g.status === 'ACTIVE' && String(g.nodeId) !== game.node_id)
    .slice(0, 6);
  return new ApiError(503, 'GAME_MAINTENANCE', 'Game maintenance', {
    nodeId: Number(game.node_id),
    reason,
    suggestions,
  });
}

/**
 * Generic launch (spec §2, §7). The house vendor's games get a URL of this API carrying a
 * short-lived single-use launch token (never the session token). Other vendors have no
 * integration in this deployment and answer GAME_MAINTENANCE with suggestions. Lottery games
 * are not launched here: the lobby routes them to /lottery (spec §2).
 */
export async function launchGame(
  db: Kysely<Database>,
  member: { accountId: string; brandId: string; sessionHash: string },
  key: LaunchKey,
  view: { language: ContentLanguage; baseUrl: string },
  now: Date,
): Promise<LaunchResult> {
  const game = await findGame(db, key);
  if (!game) throw errors.notFound('Game');
  if (game.game_type === 'LOTT' || game.game_type === 'ELOTT')
    throw new ApiError(400, 'LOTTERY_ROUTE', 'Lottery games open on /lottery', {
      route: '/lottery',
      query: { gameCode: game.game_code, vendor: game.vassalage, playType: game.default_play_type },
    });
  if (!game.enabled || game.status === 'MAINTENANCE')
    throw await maintenance(db, game, view, 'MAINTENANCE');
  if (game.vassalage !== HOUSE_VENDOR)
    throw await maintenance(db, game, view, 'VENDOR_NOT_CONNECTED');

  const token = await issueGameToken(
    db,
    'launch',
    {
      sessionHash: member.sessionHash,
      brandId: member.brandId,
      accountId: member.accountId,
      nodeId: game.node_id,
      language: view.language,
    },
    now,
  );
  await recordRecentGame(db, member.accountId, game.node_id, now);
  const url = new URL(`/house/games/${encodeURIComponent(game.game_code)}`, view.baseUrl);
  url.searchParams.set('lt', token);
  return {
    content: url.toString(),
    nodeId: Number(game.node_id),
    vassalage: game.vassalage,
    gameCode: game.game_code,
    expiresInSeconds: LAUNCH_TOKEN_TTL_MS / 1000,
  };
}
