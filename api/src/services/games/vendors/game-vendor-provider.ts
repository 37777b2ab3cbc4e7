import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { BrandConfig } from '../../brands/brandConfig.js';
import type { ContentLanguage } from '../../content/language.js';
import { HOUSE_VENDOR } from '../../wallet/seamlessService.js';
import { issueGameToken } from '../house/gameTokens.js';

/** The catalogue row a provider launches. */
export interface LaunchableGame {
  node_id: string;
  vassalage: string;
  game_type: string;
  game_code: string;
}

/** The member who launches: the session hash ties the game tokens to this login. */
export interface LaunchMember {
  accountId: string;
  brandId: string;
  sessionHash: string;
}

export interface LaunchContext {
  db: Kysely<Database>;
  language: ContentLanguage;
  /** This API's public origin, for URLs the /game page frames. */
  baseUrl: string;
  now: Date;
}

/**
 * A game vendor behind one small interface (project rule: every external service has a
 * working local provider). `launch` answers the URL the site's /game page frames; money moves
 * only through the seamless-wallet service, whoever the provider is.
 */
export interface GameVendorProvider {
  readonly id: string;
  /**
   * true when this API serves the game page and its spins itself (the /house/* routes): those
   * routes accept tokens only for games whose provider says so, so a vendor switched to a real
   * integration stops being playable here.
   */
  readonly hostedHere: boolean;
  launch(game: LaunchableGame, member: LaunchMember, context: LaunchContext): Promise<string>;
}

/**
 * The house game page with a short-lived single-use launch token (never the session token).
 * The page reads the game from the token, so one page serves every game hosted here.
 */
function housePageProvider(id: string): GameVendorProvider {
  return {
    id,
    hostedHere: true,
    async launch(game, member, context) {
      const token = await issueGameToken(
        context.db,
        'launch',
        { ...member, nodeId: game.node_id, language: context.language },
        context.now,
      );
      const url = new URL(`/house/games/${encodeURIComponent(game.game_code)}`, context.baseUrl);
      url.searchParams.set('lt', token);
      return url.toString();
    },
  };
}

/** The house vendor's own slot. */
export const houseSlotProvider = housePageProvider('house-slot');
/**
 * The local stand-in for vendors without a real integration in this deployment: the game
 * opens in the house page and engine under its own name, code and vendor, so bets, the
 * ledger and recent games record the game the player chose.
 */
export const localGameProvider = housePageProvider('local');

const PROVIDERS: Record<string, GameVendorProvider> = {
  [houseSlotProvider.id]: houseSlotProvider,
  [localGameProvider.id]: localGameProvider,
};

/** Built-in choice per vendor; every vendor not listed uses the local provider. */
const DEFAULT_PROVIDER_BY_VENDOR: Record<string, string> = { [HOUSE_VENDOR]: houseSlotProvider.id };

/**
 * The provider of a vendor: the brand's `gameVendorProviders[vendor]` when set, else the
 * built-in choice, else the local provider. Null when the brand names a provider this build
 * does not have (the game then answers GAME_MAINTENANCE, reason VENDOR_NOT_CONNECTED).
 */
export function providerFor(
  vendor: string,
  config?: Pick<BrandConfig, 'gameVendorProviders'>,
): GameVendorProvider | null {
  const id =
    config?.gameVendorProviders?.[vendor] ??
    DEFAULT_PROVIDER_BY_VENDOR[vendor] ??
    localGameProvider.id;
  return PROVIDERS[id] ?? null;
}
