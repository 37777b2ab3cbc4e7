import type { FishingShotBody, HouseGameState, HouseHistory } from '@site/contracts';
import { fishing, scratch, slot5 } from '@site/house-games/engines';
import type { Kysely } from 'kysely';
import { pagedList, type PageRequest } from '../../../db/paging.js';
import type { Database } from '../../../db/schema.js';
import { ApiError } from '../../../errors.js';
import { minorToMajor } from '../../wallet/money.js';
import { activeSeedPair } from '../fair/fairSeedService.js';
import { crashThemeOf, openCrashRound } from './houseCrashService.js';
import { openHandRound } from './houseHandService.js';
import { CLASSIC_SLOT_KIND, maxPayoutMultiplierOf, themeOf } from './houseGameKind.js';
import {
  assertBetInLimits,
  gameKindMismatch,
  houseBalance,
  playPaidRound,
  type HouseGameSession,
  type PaidRound,
  type SeamlessClient,
} from './houseGameService.js';
import { BET_OPTIONS_MINOR } from './slotEngine.js';

const themeNameOf = (session: HouseGameSession) => session.page.gameName.en;

/** The engine's theme of the launched entry (crash's capped as its rounds are), or the classic slot's bet sizes. */
async function themeOfSession(db: Kysely<Database>, session: HouseGameSession): Promise<unknown> {
  if (session.kind === CLASSIC_SLOT_KIND) return { betOptionsMinor: BET_OPTIONS_MINOR };
  if (session.kind === 'crash') return crashThemeOf(db, session);
  return themeOf(session.kind, session.gameCode, themeNameOf(session));
}

/** The member's open round of the launched game; a crash round that is over is settled first. */
const openRoundOfSession = (
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  now: Date,
) =>
  session.kind === 'crash'
    ? openCrashRound(db, seamless, session, now)
    : openHandRound(db, session);

export async function houseGameState(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  now: Date,
): Promise<HouseGameState> {
  // The open round first: settling a crash round moves the balance.
  const openRound = await openRoundOfSession(db, seamless, session, now);
  const [balance, fair, theme] = await Promise.all([
    houseBalance(seamless, session),
    activeSeedPair(db, session, now),
    themeOfSession(db, session),
  ]);
  return {
    kind: session.kind,
    gameCode: session.gameCode,
    theme,
    balance,
    currencySymbol: session.currencySymbol,
    fair,
    openRound,
  };
}

/** One slot5 spin (its free spins included) or one scratch card, at `betMinor`. */
export function playSingleStep(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  kind: 'slot5' | 'scratch',
  betMinor: number,
  now: Date,
): Promise<PaidRound<slot5.Slot5Round | scratch.ScratchCard>> {
  if (session.kind !== kind) throw gameKindMismatch(session);
  const theme = themeOf(kind, session.gameCode, themeNameOf(session));
  assertBetInLimits(theme.bet, betMinor);
  const maxPayoutMultiplier = maxPayoutMultiplierOf(kind, theme);
  return playPaidRound(db, seamless, session, betMinor, now, (stream) => {
    const outcome =
      kind === 'slot5'
        ? slot5.playSlot5(theme as slot5.Slot5Theme, stream, betMinor)
        : scratch.buyScratchCard(theme as scratch.ScratchTheme, stream, betMinor);
    return { engine: kind, actions: [], outcome, winMinor: outcome.winMinor, maxPayoutMultiplier };
  });
}

/** One fishing shot: the cannon level's bet, at the chosen fish; the server decides the hit. */
export function shootFish(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  shot: FishingShotBody,
  now: Date,
): Promise<PaidRound<fishing.ShotOutcome>> {
  if (session.kind !== 'fishing') throw gameKindMismatch(session);
  const theme = themeOf('fishing', session.gameCode, themeNameOf(session));
  const betMinor = theme.cannonLevelsMinor[shot.cannonLevel];
  if (betMinor === undefined)
    throw new ApiError(400, 'VALIDATION_FAILED', `No cannon level ${shot.cannonLevel}`, {
      field: 'cannonLevel',
      levels: theme.cannonLevelsMinor.length,
    });
  if (!theme.species.some((fish) => fish.id === shot.speciesId))
    throw new ApiError(400, 'VALIDATION_FAILED', `No fish ${shot.speciesId} here`, {
      field: 'speciesId',
    });
  const maxPayoutMultiplier = maxPayoutMultiplierOf('fishing', theme);
  return playPaidRound(db, seamless, session, betMinor, now, (stream) => {
    const outcome = fishing.shoot(theme, stream, shot);
    return {
      engine: 'fishing',
      actions: [shot],
      outcome,
      winMinor: outcome.winMinor,
      maxPayoutMultiplier,
    };
  });
}

/**
 * The member's settled rounds of the launched game, newest first, every stake counted (a crash
 * round that is over is settled first, so it is listed).
 */
export async function houseRoundHistory(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  page: PageRequest,
  now: Date,
): Promise<HouseHistory> {
  await openRoundOfSession(db, seamless, session, now);
  const rounds = db
    .selectFrom('fair_rounds')
    .where('account_id', '=', session.accountId)
    .where('brand_id', '=', session.brandId)
    .where('node_id', '=', session.nodeId)
    .where('status', '=', 'SETTLED')
    .select(['round_id', 'engine', 'staked_minor', 'win_minor', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('round_id', 'desc');
  return pagedList(rounds, page, (row) => ({
    roundId: row.round_id,
    engine: row.engine,
    bet: minorToMajor(BigInt(row.staked_minor)),
    win: minorToMajor(BigInt(row.win_minor)),
    createdAt: row.created_at.toISOString(),
  }));
}
