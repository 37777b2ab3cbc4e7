import type { PlaceSportsSlip } from '@site/contracts';
import { SPORTSBOOK_CONFIG } from '../../config/sportsbook-config';
import { slipBets, type SlipState } from './slip-rules';

/** Minor units as the API's major-unit decimal string (1250 → "12.50"): no float on the way. */
export function majorText(minor: number): string {
  const per = SPORTSBOOK_CONFIG.minorPerMajor;
  const whole = Math.floor(minor / per);
  const cents = String(minor % per).padStart(String(per).length - 1, '0');
  return `${whole}.${cents}`;
}

/** The request of the slip as it stands: every selection a bet uses, at the price the player saw. */
export function slipRequest(state: SlipState, slipKey: string): PlaceSportsSlip {
  const bets = slipBets(state);
  const used = new Set(
    bets.flatMap((bet) =>
      bet.kind === 'single' ? [bet.selection.selectionId] : bet.legs.map((leg) => leg.selectionId),
    ),
  );
  return {
    slipKey,
    oddsChange: state.oddsChangePolicy,
    selections: state.selections
      .filter((selection) => used.has(selection.selectionId))
      .map(({ selectionId, oddsMilli, priceVersion }) => ({
        selectionId,
        oddsMilli,
        priceVersion,
      })),
    bets: bets.map((bet) => ({
      legs:
        bet.kind === 'single'
          ? [bet.selection.selectionId]
          : bet.legs.map((leg) => leg.selectionId),
      stake: majorText(bet.stake),
    })),
  };
}
