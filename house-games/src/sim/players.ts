import * as blackjack from '../engines/blackjack/index.js';
import * as crash from '../engines/crash/index.js';
import * as fishing from '../engines/fishing/index.js';
import { nextInt, type Rng } from '../engines/rng.js';
import * as scratch from '../engines/scratch/index.js';
import * as slot5 from '../engines/slot5/index.js';
import * as videoPoker from '../engines/videoPoker/index.js';
import type { SimulatedGame } from './measure.js';

/**
 * Each engine with a player who plays it sensibly, for the RTP bench and its test: blackjack by
 * basic strategy, video poker by the simple strategy, crash at a spread of cash-out targets,
 * fishing at every species in turn. Every round stakes the theme's largest bet, so rounding
 * to the minor unit (crash) weighs least.
 */
const returned = (winMinor: number, stakeMinor: number) => ({
  perUnit: winMinor / stakeMinor,
  hit: winMinor > 0,
});

/** The first theme a catalogue code of the form BENCH_<n> derives that passes the test. */
export function themeWhere<Theme>(
  themeFor: (code: string) => Theme,
  wanted: (theme: Theme) => boolean,
): Theme {
  for (let n = 0; n < 10_000; n += 1) {
    const theme = themeFor(`BENCH_${n}`);
    if (wanted(theme)) return theme;
  }
  throw new Error('no such theme');
}

export function slotGame(volatility: slot5.Slot5Theme['volatility']): SimulatedGame {
  const theme = themeWhere(slot5.themeFor, (candidate) => candidate.volatility === volatility);
  const stake = theme.bet.maxMinor;
  return {
    name: `slot5 (${volatility})`,
    targetRtp: theme.targetRtp,
    playRound: (rng) => returned(slot5.playSlot5(theme, rng, stake).winMinor, stake),
  };
}

export function videoPokerGame(): SimulatedGame {
  const theme = videoPoker.themeFor('BENCH_VP');
  const stake = theme.bet.maxMinor;
  return {
    name: 'video poker (9/6, simple strategy)',
    targetRtp: theme.targetRtp,
    playRound: (rng) => {
      const dealt = videoPoker.deal(theme, rng, stake);
      return returned(
        videoPoker.draw(theme, dealt, rng, videoPoker.simpleHolds(dealt.hand)).winMinor,
        stake,
      );
    },
  };
}

export function scratchGame(volatility: scratch.ScratchTheme['volatility']): SimulatedGame {
  const theme = themeWhere(scratch.themeFor, (candidate) => candidate.volatility === volatility);
  const stake = theme.bet.maxMinor;
  return {
    name: `scratch (${volatility})`,
    targetRtp: theme.targetRtp,
    playRound: (rng) => returned(scratch.buyScratchCard(theme, rng, stake).winMinor, stake),
  };
}

export function blackjackGame(decks: blackjack.DeckCount): SimulatedGame {
  const theme = themeWhere(blackjack.themeFor, (candidate) => candidate.decks === decks);
  const stake = theme.bet.maxMinor;
  return {
    name: `blackjack (${decks} decks, basic strategy)`,
    targetRtp: theme.targetRtp,
    playRound: (rng) => {
      let state = blackjack.deal(theme, rng, stake);
      while (state.phase !== 'settled')
        state = blackjack.act(theme, state, rng, blackjack.basicStrategy(state));
      const { winMinor, stakedMinor } = state.settlement!;
      return { perUnit: 1 + (winMinor - stakedMinor) / stake, hit: winMinor > 0 };
    },
  };
}

export function crashGame(cashOutTargets: readonly number[]): SimulatedGame {
  const theme = themeWhere(crash.themeFor, (candidate) => candidate.volatility === 'high');
  const stake = theme.bet.maxMinor;
  return {
    name: `crash (cash out at ${cashOutTargets.map((target) => `${target / 100}×`).join(', ')})`,
    targetRtp: theme.targetRtp,
    playRound: (rng) => {
      const target = cashOutTargets[nextInt(rng, cashOutTargets.length)]!;
      const crashPoint = crash.crashPointFromFloat(theme, rng.nextFloat());
      return returned(
        crash.settleCrash(theme, { stakeMinor: stake, autoCashOutHundredths: target }, crashPoint)
          .winMinor,
        stake,
      );
    },
  };
}

export function fishingGame(volatility: fishing.FishingTheme['volatility']): SimulatedGame {
  const theme = themeWhere(fishing.themeFor, (candidate) => candidate.volatility === volatility);
  const cannonLevel = theme.cannonLevelsMinor.length - 1;
  return {
    name: `fishing (${volatility}, every species)`,
    targetRtp: theme.targetRtp,
    playRound: (rng: Rng) => {
      const fish = theme.species[nextInt(rng, theme.species.length)]!;
      const shot = fishing.shoot(theme, rng, { cannonLevel, speciesId: fish.id });
      return returned(shot.winMinor, shot.stakeMinor);
    },
  };
}
