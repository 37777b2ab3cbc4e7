import type { TeenPattiHand } from '@site/contracts';
import { TEEN_PATTI_CONFIG } from '../teen-patti-config';

const { minorPerMajor } = TEEN_PATTI_CONFIG;
const toMinor = (major: number) => Math.round(major * minorPerMajor);

/** What a finished hand did to the member: paid the pot less the rake, or lost their stakes. */
export type YourResult = { won: true; paid: number } | { won: false; lost: number };

/** The member's result in a hand they played; null for a hand without them. */
export function yourResult(hand: TeenPattiHand): YourResult | null {
  const you = hand.players.find((player) => player.you);
  if (!you) return null;
  if (you.seat === hand.winnerSeat)
    return { won: true, paid: (toMinor(hand.pot) - toMinor(hand.rake ?? 0)) / minorPerMajor };
  return { won: false, lost: you.staked };
}
