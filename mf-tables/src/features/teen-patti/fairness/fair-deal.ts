import { FairStream, serverSeedHash } from '@site/house-games/fair';
import { teenPatti } from '@site/house-games/engines';
import type { Hand } from '../table/table-rules';

export interface DealCheck {
  /** SHA-256 of the revealed seed is the hash committed before the deal. */
  hashMatches: boolean;
  /** Every hand the member was shown is the one the seed deals to that place. */
  cardsMatch: boolean;
  /** The whole deal recomputed here, one hand per player in seat order. */
  dealt: string[][];
}

/**
 * Recomputes a finished hand's deal in the browser with the engine the API dealt it with
 * (house-games/FAIRNESS.md): the seed's hash against the commitment, then the deck from the
 * server seed, the table's client seed and the hand's number, dealt to the hand's players in
 * seat order and compared with every hand the page was shown. Null while the seed is secret.
 */
export function checkDeal(hand: Hand): DealCheck | null {
  if (!hand.serverSeed) return null;
  const dealt = teenPatti.dealHands(
    new FairStream({
      serverSeed: hand.serverSeed,
      clientSeed: hand.clientSeed,
      nonce: hand.nonce,
    }),
    hand.players.length,
  );
  return {
    hashMatches: serverSeedHash(hand.serverSeed) === hand.serverSeedHash,
    cardsMatch: hand.players.every(
      (player, position) =>
        player.cards === null || player.cards.join(' ') === dealt[position]!.join(' '),
    ),
    dealt,
  };
}
