import type { LiveTable } from '@site/contracts';
import { roulette } from '@site/house-games/engines';

/** The colour of a result's mark: roulette's pocket colour, else its winner. */
export function resultTone(game: LiveTable['game'], winner: string): string {
  if (game === 'ROULETTE') return roulette.colourOf(Number(winner)).toLowerCase();
  return winner.toLowerCase();
}
