import type { HouseGameState, HouseHandActBody, HouseHandRound } from '@site/contracts';
import { useState } from 'react';
import { actOnHand } from '../../api/act-on-hand.resource';
import { HouseApiError } from '../../api/client';
import { dealHand } from '../../api/deal-hand.resource';
import { getGame } from '../../api/get-game.resource';
import { useHouse } from '../../chrome/house-context';

type HandKind = HouseHandRound['kind'];

/** The launch's open round of this kind, if the page was reloaded in the middle of one. */
function openRoundOf(state: HouseGameState, kind: HandKind): HouseHandRound | null {
  const round = state.openRound;
  return round && round.kind === kind ? (round as HouseHandRound) : null;
}

/**
 * A card game's round as the server holds it: deal, act at the round's step, resume after a
 * reload. Every answer sets the balance it carries (an extra stake leaves the wallet at once, a
 * win arrives with the settling answer); a settled round is recorded for history and fairness.
 * An action the server already applied (ROUND_STEP_STALE, e.g. from a second tab) reloads the
 * round as it now is.
 */
export function useHandRound(kind: HandKind) {
  const house = useHouse();
  const [round, setRound] = useState<HouseHandRound | null>(() => openRoundOf(house.game, kind));
  const [busy, setBusy] = useState(false);

  const reload = async () => {
    const state = await getGame();
    house.setBalance(state.balance);
    setRound(openRoundOf(state, kind));
  };

  const call = async (request: () => Promise<HouseHandRound & { balance: number }>) => {
    setBusy(true);
    house.clearError();
    try {
      const result = await request();
      house.setBalance(result.balance);
      setRound(result);
      if (result.status === 'SETTLED') {
        house.roundPlayed(result.fair);
        house.playSound(result.win ? 'win' : 'lose');
      }
    } catch (error) {
      house.showError(error);
      if (error instanceof HouseApiError && error.code === 'ROUND_STEP_STALE')
        await reload().catch(house.showError);
    } finally {
      setBusy(false);
    }
  };

  return {
    round,
    busy,
    /** Whether a round waits for the player's next move. */
    open: round?.status === 'OPEN',
    deal(betMinor: number) {
      house.playSound('bet');
      return call(() => dealHand(kind, betMinor / 100));
    },
    act(action: HouseHandActBody['action']) {
      if (!round) return Promise.resolve();
      house.playSound('reveal');
      return call(() => actOnHand(kind, { roundId: round.roundId, step: round.step, action }));
    },
  };
}
