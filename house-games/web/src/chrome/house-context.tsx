import type { FairProof, HouseGameBoot, HouseGameState } from '@site/contracts';
import { createContext, useContext } from 'react';
import type { Formatters } from './format';
import type { Cue } from './sound';

/** What every game's table gets from the page's chrome. */
export interface House {
  boot: HouseGameBoot;
  game: HouseGameState;
  format: Formatters;
  balance: number;
  /** The wallet's balance after a call that moved money (every play answer carries it). */
  setBalance(balance: number): void;
  /** A round was recorded: the history and the fairness panel's next nonce follow. */
  roundPlayed(fair: FairProof): void;
  /** Shows a refusal or failure in the player's language (by its code). */
  showError(error: unknown): void;
  clearError(): void;
  playSound(cue: Cue): void;
  /** The player asked the system for less motion: skip animations, show results at once. */
  reducedMotion: boolean;
}

export const HouseContext = createContext<House | null>(null);

export function useHouse(): House {
  const house = useContext(HouseContext);
  if (!house) throw new Error('useHouse outside the game page');
  return house;
}
