import { ok } from './envelope.js';
import { PreparedAnswer, type SerializeEnvelope } from './sharedAnswer.js';

interface PageOfGames {
  games: readonly { nodeId: number }[];
}

/** A page's text cut around its games, and each game's text unmarked and marked. */
interface Pieces {
  /** Up to and with `"games":[`. */
  head: string;
  games: { unmarked: string; marked: string }[];
  /** From the `]` that closes the games. */
  tail: string;
}

const GAMES_OPEN = '"games":[';
const piecesOfPage = new WeakMap<object, Pieces | null>();

/**
 * The page's pieces as `serialize` writes them, once per page: the page without games gives the
 * text around them (nothing written by a player comes before the games), and a page of one game
 * that game's text. Null if the text is not laid out so (the member's copy is then serialised
 * whole).
 */
function piecesOf(page: PageOfGames, serialize: SerializeEnvelope): Pieces | null {
  if (piecesOfPage.has(page)) return piecesOfPage.get(page)!;
  const around = serialize(ok({ ...page, games: [] }));
  const at = around.indexOf(`${GAMES_OPEN}]`);
  let pieces: Pieces | null = null;
  if (at >= 0) {
    const head = around.slice(0, at + GAMES_OPEN.length);
    const tail = around.slice(at + GAMES_OPEN.length);
    const gameText = (game: object) => {
      const text = serialize(ok({ ...page, games: [game] }));
      return text.startsWith(head) && text.endsWith(tail)
        ? text.slice(head.length, text.length - tail.length)
        : null;
    };
    const games = page.games.map((game) => ({
      unmarked: gameText({ ...game, isFavorite: 0 }),
      marked: gameText({ ...game, isFavorite: 1 }),
    }));
    if (games.every((game) => game.unmarked !== null && game.marked !== null))
      pieces = { head, games: games as Pieces['games'], tail };
  }
  piecesOfPage.set(page, pieces);
  return pieces;
}

/**
 * A member's copy of a visitor's cached game page: each game marked as one of the member's
 * favourites or not (isFavorite). The games are serialised in both states once per cached page,
 * and a member's answer is joined from them: copying and serialising the page on every request
 * took two thirds of a signed-in game list's time.
 */
export class FavouritesAnswer extends PreparedAnswer {
  constructor(
    private readonly page: PageOfGames,
    /** Node ids, as strings. */
    private readonly favourites: ReadonlySet<string>,
  ) {
    super();
  }

  body(serialize: SerializeEnvelope): string {
    const marked = (nodeId: number) => this.favourites.has(String(nodeId));
    const pieces = piecesOf(this.page, serialize);
    if (!pieces)
      return serialize(
        ok({
          ...this.page,
          games: this.page.games.map((game) => ({
            ...game,
            isFavorite: marked(game.nodeId) ? 1 : 0,
          })),
        }),
      );
    let text = pieces.head;
    this.page.games.forEach((game, index) => {
      const piece = pieces.games[index]!;
      if (index > 0) text += ',';
      text += marked(game.nodeId) ? piece.marked : piece.unmarked;
    });
    return text + pieces.tail;
  }
}
