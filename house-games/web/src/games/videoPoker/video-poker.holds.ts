import { videoPoker } from '@site/house-games/engines';

/** The player's holds on one dealt hand; a new hand starts with none held. */
export interface Holds {
  roundId: string | null;
  held: boolean[];
}

const NONE_HELD: boolean[] = Array<boolean>(videoPoker.HAND_SIZE).fill(false);

export const noHolds: Holds = { roundId: null, held: NONE_HELD };

/** The holds that apply to this round: those chosen on it, or none yet. */
export const heldOn = (holds: Holds, roundId: string): boolean[] =>
  holds.roundId === roundId ? holds.held : NONE_HELD;

/** Holds or releases one card of the round's hand. */
export function toggleHold(holds: Holds, roundId: string, index: number): Holds {
  const held = heldOn(holds, roundId).map((isHeld, at) => (at === index ? !isHeld : isHeld));
  return { roundId, held };
}
