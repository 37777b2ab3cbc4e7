import { crash } from '@site/house-games/engines';
import { FairStream } from '@site/house-games/fair';
import { sameOutcome, type GameModule } from '../game-module';
import { CrashGame } from './crash-game';
import { CrashRules } from './crash-rules';
import { crashStrings } from './crash.strings';

/** A settled crash round's recorded outcome (api houseCrashService: its terms and settlement). */
interface RecordedCrash extends crash.CrashSettlement {
  autoCashOutHundredths: number | null;
  /** The cap the round was opened under (the theme's, lowered to the catalogue's ceiling). */
  maxCrashPointHundredths: number;
}

/** The player's cash-out by hand, as the server recorded it among the round's actions. */
const manualCashOutOf = (actions: unknown[]) =>
  (actions as { type?: string; atHundredths?: number }[]).find(
    (action) => action.type === 'cashOut',
  )?.atHundredths;

export const gameModule: GameModule<crash.CrashTheme> = {
  Game: CrashGame,
  Rules: CrashRules,
  strings: crashStrings,
  recompute(theme, round) {
    const recorded = round.outcome as RecordedCrash;
    const capped = { ...theme, maxCrashPointHundredths: recorded.maxCrashPointHundredths };
    const stream = new FairStream({
      serverSeed: round.serverSeed!,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
    });
    const settlement = crash.settleCrash(
      capped,
      {
        stakeMinor: recorded.stakeMinor,
        ...(recorded.autoCashOutHundredths === null
          ? {}
          : { autoCashOutHundredths: recorded.autoCashOutHundredths }),
      },
      crash.crashPointFromFloat(capped, stream.nextFloat()),
      manualCashOutOf(round.actions),
    );
    const { stakeMinor, crashPointHundredths, cashedOutAtHundredths, winMinor } = recorded;
    return {
      winMinor: settlement.winMinor,
      matches: sameOutcome(
        { stakeMinor, crashPointHundredths, cashedOutAtHundredths, winMinor },
        settlement,
      ),
    };
  },
};
