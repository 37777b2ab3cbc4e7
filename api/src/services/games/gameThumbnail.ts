import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { gameTileSvg } from './art/gameTileArt.js';

/** What a game's thumbnail is drawn from. */
export interface GameArt {
  node_id: string;
  vassalage: string;
  game_classify: string;
  game_code: string;
  name_en: string;
}

/** The game a thumbnail URL names, or undefined when there is none. */
export function findGameArt(db: Kysely<Database>, nodeId: string): Promise<GameArt | undefined> {
  return db
    .selectFrom('games')
    .select(['node_id', 'vassalage', 'game_classify', 'game_code', 'name_en'])
    .where('node_id', '=', nodeId)
    .executeTakeFirst();
}

/** A game's thumbnail: its catalogue entry's scene (art/gameTileArt.ts). */
export const gameThumbnailSvg = (game: GameArt): string => gameTileSvg(game);
