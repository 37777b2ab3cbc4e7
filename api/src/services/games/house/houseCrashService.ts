import type { CrashCashOutBody, CrashResult, CrashRound } from '@site/contracts';
import { crash } from '@site/house-games/engines';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ApiError } from '../../../errors.js';
import { minorToMajor } from '../../wallet/money.js';
import { fairErrors, type FairMember } from '../fair/fairSeedService.js';
import { themeOf } from './houseGameKind.js';
import {
  assertBetInLimits,
  engineRuleRefused,
  gameKindMismatch,
  houseBalance,
  signedSeamlessClient,
  type HouseGameSession,
  type SeamlessClient,
} from './houseGameService.js';
import { houseSessionOf } from './houseSession.js';
import {
  fairProofOf,
  openRound,
  openRoundOf,
  roundById,
  settleRound,
  type RoundRow,
} from './houseOpenRound.js';

/**
 * Crash rounds (issue 41): a bet opens a round whose crash point is drawn from the member's fair
 * stream at once and kept server-side; its curve starts CRASH_LEAD_IN_MS later. The server
 * judges a cash-out by its own clock (crash.hundredthsAt of the time since the curve started).
 * A round nobody cashes out is settled by whichever request touches it next once it is over (the
 * auto target reached, or the curve past the crash point): the round, the game state, the next
 * bet, the history.
 *
 * Deciding the end is a claim: one conditional update on the round's step writes the decided
 * settlement, so a cash-out and a lazy settlement, or two cash-outs, never both decide. The win
 * is then credited under an id derived from the round, so a repeated credit of the decided win
 * is answered from the wallet's record.
 */

/** How long after the bet the curve starts, so the page can show "starting". */
export const CRASH_LEAD_IN_MS = 1_000;

const ENGINE = 'crash';

/** What the player may see of a round from its bet on (also served as the fair round's outcome). */
interface CrashTerms {
  /** The curve's start, epoch ms. */
  startedAt: number;
  leadInMs: number;
  stakeMinor: number;
  autoCashOutHundredths: number | null;
  maxCrashPointHundredths: number;
}
type CrashOutcome = CrashTerms & Partial<crash.CrashSettlement>;

/** The server's state: the terms, the crash point, and the settlement once decided. */
interface CrashState extends CrashTerms {
  crashPointHundredths: number;
  settlement: crash.CrashSettlement | null;
}

const crashErrors = {
  running: (roundId: string) =>
    new ApiError(
      409,
      'CRASH_ROUND_RUNNING',
      'Your round is still running: cash out or wait for it to end',
      { roundId },
    ),
  tooEarly: (startedAt: number) =>
    new ApiError(409, 'CRASH_CASH_OUT_TOO_EARLY', 'The curve has not reached 1.01× yet', {
      startedAt,
    }),
  closed: (round: CrashResult) => new ApiError(409, 'ROUND_CLOSED', 'This round is over', round),
  stepStale: (step: number) =>
    new ApiError(409, 'ROUND_STEP_STALE', 'This round has moved on; reload it', { step }),
};

const multiplier = (hundredths: number) => hundredths / 100;

/**
 * The launched entry's theme, its cap lowered to the catalogue's payout ceiling (the wallet's
 * bound on a round's win), so no cash-out it allows is refused by the wallet.
 */
export async function crashThemeOf(
  db: Kysely<Database>,
  session: HouseGameSession,
): Promise<crash.CrashTheme> {
  const theme = themeOf('crash', session.gameCode, session.page.gameName.en);
  const game = await db
    .selectFrom('games')
    .select((eb) => eb.fn.max('max_payout_multiplier').as('multiplier'))
    .where('vassalage', '=', session.vendor)
    .where('game_code', '=', session.gameCode)
    .executeTakeFirst();
  const ceilingHundredths = Number(game?.multiplier ?? 0) * 100;
  return {
    ...theme,
    maxCrashPointHundredths: Math.min(theme.maxCrashPointHundredths, ceilingHundredths),
  };
}

/** The theme a round was opened under (its cap is one of its terms). */
const themeOfRound = (session: HouseGameSession, state: CrashState): crash.CrashTheme => ({
  ...themeOf('crash', session.gameCode, session.page.gameName.en),
  maxCrashPointHundredths: state.maxCrashPointHundredths,
});

const betOf = (state: CrashState): crash.CrashBet => ({
  stakeMinor: state.stakeMinor,
  ...(state.autoCashOutHundredths === null
    ? {}
    : { autoCashOutHundredths: state.autoCashOutHundredths }),
});

/** The multiplier the curve shows at `now`, in hundredths (1.00× before it starts). */
const curveAt = (state: CrashTerms, now: Date) =>
  crash.hundredthsAt(now.getTime() - state.startedAt);

function roundView(row: RoundRow, now: Date): CrashRound {
  const outcome = row.outcome as CrashOutcome;
  const settled = row.status === 'SETTLED';
  const cashedOutAt = settled ? (outcome.cashedOutAtHundredths ?? null) : null;
  return {
    roundId: row.round_id,
    kind: 'crash',
    step: row.step,
    status: row.status,
    bet: minorToMajor(BigInt(row.bet_minor)),
    autoCashOut:
      outcome.autoCashOutHundredths === null ? null : multiplier(outcome.autoCashOutHundredths),
    startedAt: outcome.startedAt,
    leadInMs: outcome.leadInMs,
    curveKPerMs: crash.CURVE_K_PER_MS,
    maxMultiplier: multiplier(outcome.maxCrashPointHundredths),
    serverNow: now.getTime(),
    cashedOutAt: cashedOutAt === null ? null : multiplier(cashedOutAt),
    crashPoint: settled ? multiplier(outcome.crashPointHundredths!) : null,
    win: settled ? minorToMajor(BigInt(row.win_minor)) : null,
    fair: fairProofOf(row),
  };
}

/**
 * Claims the round's end: writes `settlement` (and the player's `actions`) if nothing decided
 * the round since it was read, and answers the round so decided; null when something else did
 * first.
 */
async function decide(
  db: Kysely<Database>,
  row: RoundRow,
  settlement: crash.CrashSettlement,
  actions: unknown[],
): Promise<RoundRow | null> {
  const state: CrashState = { ...(row.state as CrashState), settlement };
  const decided = await db
    .updateTable('fair_rounds')
    .set({
      step: row.step + 1,
      state: JSON.stringify(state),
      actions: JSON.stringify(actions),
    })
    .where('round_id', '=', row.round_id)
    .where('status', '=', 'OPEN')
    .where('step', '=', row.step)
    .executeTakeFirst();
  return decided.numUpdatedRows > 0n ? { ...row, step: row.step + 1, state, actions } : null;
}

/** How the round ends without a cash-out by hand, once its auto target or its crash is reached. */
function endWithoutCashOut(
  session: HouseGameSession,
  state: CrashState,
  now: Date,
): crash.CrashSettlement | null {
  const shown = curveAt(state, now);
  const autoReached = state.autoCashOutHundredths !== null && shown >= state.autoCashOutHundredths;
  if (!autoReached && shown <= state.crashPointHundredths) return null;
  return crash.settleCrash(themeOfRound(session, state), betOf(state), state.crashPointHundredths);
}

/**
 * The round brought up to `now`: settled when it is over (decided now, or earlier and not yet
 * credited); `balance` is the wallet's after a credit made here, else null.
 */
async function upToDate(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  row: RoundRow,
  now: Date,
): Promise<{ row: RoundRow; balance: number | null }> {
  if (row.status === 'SETTLED') return { row, balance: null };
  const state = row.state as CrashState;
  if (state.settlement) return settleDecided(db, seamless, session, row, now);
  const settlement = endWithoutCashOut(session, state, now);
  if (!settlement) return { row, balance: null };
  const decided = await decide(db, row, settlement, row.actions as unknown[]);
  if (decided) return settleDecided(db, seamless, session, decided, now);
  return upToDate(db, seamless, session, (await roundById(db, session, row.round_id))!, now);
}

/** Credits a decided round's win and settles it, its outcome now showing the crash point. */
function settleDecided(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  row: RoundRow,
  now: Date,
) {
  const state = row.state as CrashState;
  const settlement = state.settlement!;
  return settleRound(db, seamless, session, row, {
    winMinor: settlement.winMinor,
    maxWinMinor: Math.floor((state.stakeMinor * state.maxCrashPointHundredths) / 100),
    outcome: { ...(row.outcome as CrashTerms), ...settlement } satisfies CrashOutcome,
    now,
  });
}

async function resultOf(
  seamless: SeamlessClient,
  session: HouseGameSession,
  settled: { row: RoundRow; balance: number | null },
  now: Date,
): Promise<CrashResult> {
  const balance = settled.balance ?? (await houseBalance(seamless, session));
  return { ...roundView(settled.row, now), balance };
}

/** The member's running crash round, after settling one that is over; null when none runs. */
export async function openCrashRound(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  now: Date,
): Promise<CrashRound | null> {
  const open = await openRoundOf(db, session);
  if (!open) return null;
  const { row } = await upToDate(db, seamless, session, open, now);
  return row.status === 'OPEN' ? roundView(row, now) : null;
}

/**
 * A bet of `betMinor`, cashing out by itself at `autoCashOutHundredths` if given. The member's
 * previous round is settled first if it is over; one still running refuses the bet.
 */
export async function betOnCrash(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  bet: { betMinor: number; autoCashOutHundredths: number | null },
  now: Date,
): Promise<CrashResult> {
  if (session.kind !== ENGINE) throw gameKindMismatch(session);
  const theme = await crashThemeOf(db, session);
  const { betMinor, autoCashOutHundredths } = bet;
  assertBetInLimits(theme.bet, betMinor);
  try {
    crash.assertCrashBet(theme, {
      stakeMinor: betMinor,
      ...(autoCashOutHundredths === null ? {} : { autoCashOutHundredths }),
    });
  } catch (error) {
    engineRuleRefused(error, 'autoCashOut', {
      min: multiplier(crash.MIN_CASH_OUT_HUNDREDTHS),
      max: multiplier(theme.maxCrashPointHundredths),
    });
  }
  const previous = await openRoundOf(db, session);
  if (previous) {
    const { row } = await upToDate(db, seamless, session, previous, now);
    if (row.status === 'OPEN') throw crashErrors.running(row.round_id);
  }

  const terms: CrashTerms = {
    startedAt: now.getTime() + CRASH_LEAD_IN_MS,
    leadInMs: CRASH_LEAD_IN_MS,
    stakeMinor: betMinor,
    autoCashOutHundredths,
    maxCrashPointHundredths: theme.maxCrashPointHundredths,
  };
  const opened = await openRound(db, seamless, session, {
    engine: ENGINE,
    betMinor,
    now,
    draw: (stream) => {
      const state: CrashState = {
        ...terms,
        crashPointHundredths: crash.crashPointFromFloat(theme, stream.nextFloat()),
        settlement: null,
      };
      return { state, outcome: terms satisfies CrashOutcome };
    },
    whenAlreadyOpen: crashErrors.running,
  });
  return resultOf(seamless, session, opened, now);
}

/**
 * How many ms from `now` until the member's running round ends by itself: its auto target or its
 * crash on the server's clock (0 when that is past); null when it is not running (settled,
 * decided by a cash-out, or not the member's).
 */
export async function msUntilCrashRoundEnds(
  db: Kysely<Database>,
  session: HouseGameSession,
  roundId: string,
  now: Date,
): Promise<number | null> {
  const row = await roundById(db, session, roundId);
  if (!row || row.engine !== ENGINE || row.status !== 'OPEN') return null;
  const state = row.state as CrashState;
  if (state.settlement) return null;
  // The curve passes the crash point at its next hundredth; the auto target when it shows it.
  const crashMs = crash.msToReach(state.crashPointHundredths + 1);
  const autoMs =
    state.autoCashOutHundredths === null ? crashMs : crash.msToReach(state.autoCashOutHundredths);
  return Math.max(0, Math.ceil(state.startedAt + Math.min(crashMs, autoMs) - now.getTime()));
}

/** One of the member's crash rounds, settled first if it is over. */
export async function crashRound(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  roundId: string,
  now: Date,
): Promise<CrashResult> {
  if (session.kind !== ENGINE) throw gameKindMismatch(session);
  const row = await roundById(db, session, roundId);
  if (!row || row.engine !== ENGINE) throw fairErrors.roundNotFound();
  return resultOf(seamless, session, await upToDate(db, seamless, session, row, now), now);
}

/**
 * Cashes the running round out at the multiplier the curve shows now by the server's clock: a
 * win at that multiplier (or at the auto target, if the curve reached it first) if it is not
 * above the crash point, else the round settles as the crash left it. Only the first of
 * concurrent or repeated cash-outs decides; the others get ROUND_CLOSED with the settled round.
 */
export async function cashOutOfCrash(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  request: CrashCashOutBody,
  now: Date,
): Promise<CrashResult> {
  if (session.kind !== ENGINE) throw gameKindMismatch(session);
  const row = await roundById(db, session, request.roundId);
  if (!row || row.engine !== ENGINE) throw fairErrors.roundNotFound();
  const state = row.state as CrashState;
  const closed = async (current: RoundRow) =>
    crashErrors.closed(
      await resultOf(seamless, session, await upToDate(db, seamless, session, current, now), now),
    );
  if (row.status === 'SETTLED' || state.settlement) throw await closed(row);
  if (row.step !== request.step) throw crashErrors.stepStale(row.step);

  const shown = curveAt(state, now);
  if (shown < crash.MIN_CASH_OUT_HUNDREDTHS) throw crashErrors.tooEarly(state.startedAt);
  const settlement = crash.settleCrash(
    themeOfRound(session, state),
    betOf(state),
    state.crashPointHundredths,
    shown,
  );
  const actions = [...(row.actions as unknown[]), { type: 'cashOut', atHundredths: shown }];
  const decided = await decide(db, row, settlement, actions);
  if (!decided) throw await closed((await roundById(db, session, row.round_id))!);
  return resultOf(seamless, session, await settleDecided(db, seamless, session, decided, now), now);
}

/**
 * Settles the member's crash rounds that are over, whichever game page is closed: a seed change
 * is refused while a round is open (FAIR_ROUND_OPEN), and a round that crashed after its page
 * was closed would otherwise hold it until the game is opened again. A round whose game is no
 * longer playable here stays open.
 */
export async function settleOverCrashRounds(
  app: FastifyInstance,
  member: FairMember,
  clientIp: string,
  now: Date,
): Promise<void> {
  const open = await app.db
    .selectFrom('fair_rounds')
    .select('node_id')
    .where('account_id', '=', member.accountId)
    .where('brand_id', '=', member.brandId)
    .where('engine', '=', ENGINE)
    .where('status', '=', 'OPEN')
    .execute();
  for (const { node_id: nodeId } of open) {
    const owner = { ...member, nodeId, sessionHash: '', language: 'en' as const };
    const session = await houseSessionOf(app, owner, clientIp);
    if (session?.kind === ENGINE)
      await openCrashRound(app.db, signedSeamlessClient(app, app.db, session), session, now);
  }
}
