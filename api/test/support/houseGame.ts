import type { FairRound, SeedPairChange } from '@site/contracts';
import { FairStream } from '@site/house-games/fair';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { body, BRAND1, type TestContext } from './testApp.js';

/**
 * The launch data a house game page holds as JSON: the classic slot's page (`slot-config`) or
 * the studio's React page (`house-boot`, with the game's name, vendor and art).
 */
export function gamePageBoot(page: string): {
  playToken: string;
  theme?: string;
  language?: string;
  gameName?: string;
  vendorName?: string;
  artUrl?: string;
} {
  const config =
    /<script type="?application\/json"? id="?(?:slot-config|house-boot)"?>(.*?)<\/script>/s.exec(
      page,
    );
  if (!config) throw new Error(`no house game page: ${page.slice(0, 200)}`);
  return JSON.parse(config[1]!) as ReturnType<typeof gamePageBoot>;
}

/** The play token a house game page holds for its calls. */
export const playTokenOf = (page: string): string => gamePageBoot(page).playToken;

/** Opens a launch answer's game page as the /game frame would. */
export async function openGamePage(
  app: FastifyInstance,
  launched: LightMyRequestResponse,
): Promise<{ url: URL; page: LightMyRequestResponse }> {
  const url = new URL(body<{ content: string }>(launched).value.content);
  return { url, page: await app.inject({ method: 'GET', url: url.pathname + url.search }) };
}

/** Launches a game by node id as the member and returns the play token its page holds. */
export async function openHostedGame(
  app: FastifyInstance,
  member: InjectOptions['headers'],
  nodeId: number | string,
): Promise<string> {
  const launched = await app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${nodeId}`,
    headers: member,
  });
  const { page } = await openGamePage(app, launched);
  if (page.statusCode !== 200) throw new Error(`no house game page: ${page.statusCode}`);
  return playTokenOf(page.body);
}

/**
 * Launches the brand's first house slot as the member (their session headers), opens its page as
 * the /game frame would and returns the play token the page holds for its spin calls.
 */
export async function openHouseSlot(
  app: FastifyInstance,
  member: InjectOptions['headers'],
): Promise<string> {
  const list = await app.inject({
    method: 'GET',
    url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=HOUSE',
    headers: BRAND1,
  });
  const game = body<{ games: Array<{ nodeId: number }> }>(list).value.games[0]!;
  return openHostedGame(app, member, game.nodeId);
}

/** A call of the house game API with a play token: POST with a payload, GET without. */
export const houseCall =
  (app: FastifyInstance, playToken: string) => (path: string, payload?: object) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/house/api/${path}`,
      headers: { 'x-play-token': playToken },
      ...(payload ? { payload } : {}),
    });

export type HouseCall = ReturnType<typeof houseCall>;

export const spinHouseSlot = (app: FastifyInstance, playToken: string, bet: number) =>
  houseCall(app, playToken)('spin', { bet });

export interface HouseGameEntry {
  node_id: string;
  vassalage: string;
  game_code: string;
  name_en: string;
  max_payout_multiplier: number;
}

/** A catalogue category: its game type and, where the type has several, its classification. */
export interface GameCategory {
  gameType: string;
  classify?: string;
}

/** The first open catalogue entry of a category from a vendor played through the local provider. */
export function hostedEntryOf(db: Kysely<Database>, category: GameCategory) {
  let query = db
    .selectFrom('games')
    .select(['node_id', 'vassalage', 'game_code', 'name_en', 'max_payout_multiplier'])
    .where('vassalage', '!=', 'HOUSE')
    .where('game_type', '=', category.gameType)
    .where('is_game', '=', 'GAME')
    .where('status', '=', 'ACTIVE')
    .where('enabled', '=', true);
  if (category.classify) query = query.where('game_classify', '=', category.classify);
  return query.orderBy('node_id').executeTakeFirstOrThrow();
}

/** A launched hosted game: its catalogue entry, the play token its page holds, its theme as the
 * engine derives it, and `call` for its house API. */
export interface HostedGame<Theme> {
  entry: HouseGameEntry;
  playToken: string;
  theme: Theme;
  call: HouseCall;
}

/** Launches the first hosted game of a category for the member. */
export async function launchHostedGame<Theme>(
  ctx: TestContext,
  member: InjectOptions['headers'],
  category: GameCategory,
  themeFor: (gameCode: string, name: string) => Theme,
): Promise<HostedGame<Theme>> {
  const entry = await hostedEntryOf(ctx.database.db, category);
  const playToken = await openHostedGame(ctx.app, member, entry.node_id);
  return {
    entry,
    playToken,
    theme: themeFor(entry.game_code, entry.name_en),
    call: houseCall(ctx.app, playToken),
  };
}

/** The member's main wallet balance, as the site's header shows it. */
export async function mainBalance(
  app: FastifyInstance,
  member: InjectOptions['headers'],
): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    headers: member,
  });
  return body<{ sumBalance: number }>(response).value.sumBalance;
}

/** Rotates the member's seeds and returns the round as the fairness page sees it, seed revealed. */
export async function revealedRound(
  app: FastifyInstance,
  member: InjectOptions['headers'],
  roundId: string,
): Promise<FairRound> {
  const rotated = await app.inject({
    method: 'POST',
    url: '/wps/member/fair/rotate',
    headers: member,
  });
  if (!body<SeedPairChange>(rotated).value?.revealed)
    throw new Error(`no seed revealed: ${rotated.body}`);
  const response = await app.inject({
    method: 'GET',
    url: `/wps/member/fair/rounds/${roundId}`,
    headers: member,
  });
  return body<FairRound>(response).value;
}

/** The stream a revealed round was played from. */
export const fairStreamOf = (round: FairRound) =>
  new FairStream({
    serverSeed: round.serverSeed!,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
  });

export const cents = (amount: number) => Math.round(amount * 100);
