import {
  blackjack,
  crash,
  ENGINE_OF_CATEGORY,
  fishing,
  scratch,
  slot5,
  videoPoker,
  type EngineKind,
} from '@site/house-games/engines';
import { ApiError } from '../../../errors.js';
import { HOUSE_VENDOR } from '../../wallet/seamlessService.js';

/**
 * Which game a catalogue entry opens on the house game server. The house vendor's own entries
 * (seed HOUSE_GAMES) stay today's 3-reel classic slot; every other hosted entry plays the engine
 * of its category: the RNG classification (JP, VP, SC, TG, AC) or the FISH game type.
 * Categories without a single-player engine (LIVE, PVP, SPORTS, ESPORTS, DS88's cockfights, RNG
 * BG, vendor lobbies) have no house game yet (null): their launches and game pages are refused
 * with GAME_COMING_SOON and the lobby marks their tiles; their own games are issues 42 and 43.
 */
export const CLASSIC_SLOT_KIND = 'classicSlot';
export type HouseGameKind = typeof CLASSIC_SLOT_KIND | EngineKind;

export interface CatalogueCategory {
  vassalage: string;
  game_type: string;
  game_classify: string;
}

const isEngineCategory = (category: string): category is keyof typeof ENGINE_OF_CATEGORY =>
  Object.hasOwn(ENGINE_OF_CATEGORY, category);

/** The category that picks an entry's engine: the RNG classification, else the game type. */
const categoryOf = (game: CatalogueCategory) =>
  game.game_type === 'RNG' ? game.game_classify : game.game_type;

export function houseGameKindOf(game: CatalogueCategory): HouseGameKind | null {
  if (game.vassalage === HOUSE_VENDOR) return CLASSIC_SLOT_KIND;
  const category = categoryOf(game);
  return isEngineCategory(category) ? ENGINE_OF_CATEGORY[category] : null;
}

/** The refusal of an entry whose category has no house game yet; the value names the category. */
export const gameComingSoon = (game: CatalogueCategory) =>
  new ApiError(409, 'GAME_COMING_SOON', 'This game opens soon', {
    category: categoryOf(game),
    gameType: game.game_type,
  });

/** The kind an entry plays here, or GAME_COMING_SOON when its category has no house game yet. */
export function requireHouseGameKind(game: CatalogueCategory): HouseGameKind {
  const kind = houseGameKindOf(game);
  if (kind === null) throw gameComingSoon(game);
  return kind;
}

/** Whether an entry of this kind plays the classic slot's spin. */
export const spinsTheClassicSlot = (kind: HouseGameKind) => kind === CLASSIC_SLOT_KIND;

/** Each engine kind's namespace: its theme and its payout bound. */
export const ENGINES = { slot5, videoPoker, scratch, blackjack, crash, fishing } as const;

export type ThemeOf<K extends EngineKind> = ReturnType<(typeof ENGINES)[K]['themeFor']>;

export function themeOf<K extends EngineKind>(kind: K, gameCode: string, name: string): ThemeOf<K> {
  return ENGINES[kind].themeFor(gameCode, name) as ThemeOf<K>;
}

/** The most a round of this theme may pay, × its first stake (the engines' bound). */
export function maxPayoutMultiplierOf<K extends EngineKind>(kind: K, theme: ThemeOf<K>): number {
  const bound = ENGINES[kind].maxPayoutMultiplier as (theme: ThemeOf<K>) => number;
  return bound(theme);
}
