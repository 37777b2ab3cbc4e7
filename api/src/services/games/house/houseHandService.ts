import type { HouseHandActBody, HouseHandResult, HouseHandRound } from '@site/contracts';
import { blackjack, EngineRuleError, videoPoker, type Rng } from '@site/house-games/engines';
import { FairStream } from '@site/house-games/fair';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ApiError } from '../../../errors.js';
import { minorToMajor } from '../../wallet/money.js';
import { fairErrors } from '../fair/fairSeedService.js';
import { maxPayoutMultiplierOf, themeOf } from './houseGameKind.js';
import {
  fairProofOf,
  openRound,
  openRoundOf,
  roundById,
  roundsOf,
  seamlessRound,
  settleRound,
  type RoundRow,
} from './houseOpenRound.js';
import {
  assertBetInLimits,
  engineRuleRefused,
  gameKindMismatch,
  unwrap,
  type HouseGameSession,
  type HouseSession,
  type SeamlessClient,
} from './houseGameService.js';

/**
 * Multi-step rounds (blackjack, video poker): the round is dealt on the first stake, stays OPEN
 * in fair_rounds while the player acts, and is settled once, when the engine says it is over.
 * The engine's state is recomputed for every action from the round's seeds and the actions so
 * far (replay), so the stream continues where the last action left it; the stored state is the
 * latest one, the shoe included, and never leaves the API (the player gets playerView).
 */
export type HandKind = 'blackjack' | 'videoPoker';
type HandAction = HouseHandActBody['action'];

interface HandEngine {
  deal(theme: unknown, rng: Rng, stakeMinor: number): unknown;
  replay(theme: unknown, rng: Rng, stakeMinor: number, actions: HandAction[]): unknown;
  act(theme: unknown, state: unknown, rng: Rng, action: HandAction): unknown;
  extraStakeFor(state: unknown, action: HandAction): number;
  settled(state: unknown): boolean;
  winMinor(state: unknown): number;
  view(state: unknown): unknown;
}

type BlackjackState = blackjack.BlackjackState;
type VideoPokerState = videoPoker.VideoPokerState;

const blackjackAction = (action: HandAction): blackjack.BlackjackAction => {
  if (typeof action !== 'string') throw new EngineRuleError('a blackjack action is its name');
  return action;
};
const videoPokerDraw = (action: HandAction) => {
  if (typeof action === 'string') throw new EngineRuleError('video poker draws with its holds');
  return action;
};

const HAND_ENGINES: Record<HandKind, HandEngine> = {
  blackjack: {
    deal: (theme, rng, stake) => blackjack.deal(theme as blackjack.BlackjackTheme, rng, stake),
    replay: (theme, rng, stake, actions) =>
      blackjack.replay(theme as blackjack.BlackjackTheme, rng, stake, actions.map(blackjackAction)),
    act: (theme, state, rng, action) =>
      blackjack.act(
        theme as blackjack.BlackjackTheme,
        state as BlackjackState,
        rng,
        blackjackAction(action),
      ),
    extraStakeFor: (state, action) =>
      blackjack.extraStakeFor(state as BlackjackState, blackjackAction(action)),
    settled: (state) => (state as BlackjackState).phase === 'settled',
    winMinor: (state) => (state as BlackjackState).settlement?.winMinor ?? 0,
    view: (state) => blackjack.playerView(state as BlackjackState),
  },
  videoPoker: {
    deal: (theme, rng, stake) => videoPoker.deal(theme as videoPoker.VideoPokerTheme, rng, stake),
    replay: (theme, rng, stake, actions) =>
      videoPoker.replay(
        theme as videoPoker.VideoPokerTheme,
        rng,
        stake,
        actions.map(videoPokerDraw),
      ),
    act: (theme, state, rng, action) =>
      videoPoker.draw(
        theme as videoPoker.VideoPokerTheme,
        state as VideoPokerState,
        rng,
        videoPokerDraw(action).held,
      ),
    extraStakeFor: () => 0,
    settled: (state) => (state as VideoPokerState).phase === 'settled',
    winMinor: (state) =>
      (state as VideoPokerState).phase === 'settled'
        ? (state as videoPoker.SettledHand).winMinor
        : 0,
    view: (state) => videoPoker.playerView(state as VideoPokerState),
  },
};

const handErrors = {
  roundOpen: (roundId: string) =>
    new ApiError(409, 'ROUND_OPEN', 'Finish the open round first', { roundId }),
  roundClosed: () => new ApiError(409, 'ROUND_CLOSED', 'This round is over'),
  stepStale: (step: number) =>
    new ApiError(409, 'ROUND_STEP_STALE', 'This action was already taken; reload the round', {
      step,
    }),
};

const kindOfRow = (row: RoundRow) => row.engine as HandKind;

function roundView(row: RoundRow): HouseHandRound {
  return {
    roundId: row.round_id,
    kind: kindOfRow(row),
    step: row.step,
    status: row.status,
    view: row.outcome,
    bet: minorToMajor(BigInt(row.bet_minor)),
    staked: minorToMajor(BigInt(row.staked_minor)),
    win: row.status === 'SETTLED' ? minorToMajor(BigInt(row.win_minor)) : null,
    fair: fairProofOf(row),
  };
}

/** Credits the win of a round the engine has finished and marks it SETTLED (settleRound). */
function settle(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  row: RoundRow,
  now: Date,
): Promise<{ row: RoundRow; balance: number }> {
  const kind = kindOfRow(row);
  const theme = themeOf(kind, session.gameCode, session.page.gameName.en);
  return settleRound(db, seamless, session, row, {
    winMinor: HAND_ENGINES[kind].winMinor(row.state),
    maxWinMinor: Number(row.bet_minor) * maxPayoutMultiplierOf(kind, theme),
    now,
  });
}

async function withBalance(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  row: RoundRow,
  balance: number,
  now: Date,
): Promise<HouseHandResult> {
  const kind = kindOfRow(row);
  if (row.status === 'OPEN' && HAND_ENGINES[kind].settled(row.state)) {
    const settled = await settle(db, seamless, session, row, now);
    return { ...roundView(settled.row), balance: settled.balance };
  }
  return { ...roundView(row), balance };
}

/** The member's open round of the launched game, if any (a reload resumes it). */
export async function openHandRound(
  db: Kysely<Database>,
  session: HouseSession,
): Promise<HouseHandRound | null> {
  const row = await openRoundOf(db, session);
  return row ? roundView(row) : null;
}

/** Deals a new round on `betMinor`; a natural blackjack settles at once. */
export async function dealHand(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  kind: HandKind,
  betMinor: number,
  now: Date,
): Promise<HouseHandResult> {
  if (session.kind !== kind) throw gameKindMismatch(session);
  const theme = themeOf(kind, session.gameCode, session.page.gameName.en);
  assertBetInLimits(theme.bet, betMinor);
  const open = await openHandRound(db, session);
  if (open) throw handErrors.roundOpen(open.roundId);

  const engine = HAND_ENGINES[kind];
  const { row, balance } = await openRound(db, seamless, session, {
    engine: kind,
    betMinor,
    now,
    draw: (stream) => {
      const state = engine.deal(theme, stream, betMinor);
      return { state, outcome: engine.view(state) };
    },
    whenAlreadyOpen: handErrors.roundOpen,
  });
  return withBalance(db, seamless, session, row, balance, now);
}

/** How long an action may hold its round while its extra stake is debited. */
const ACTION_LEASE_MS = 30_000;

/**
 * One action on the member's open round at `step`. The action first claims the round (a
 * conditional update on the step and a free lease): a repeated or concurrent action finds it
 * claimed or its step taken and gets ROUND_STEP_STALE, having moved no money. The claimant then
 * debits the extra stake (double, split, insurance) under an id derived from the round, the step
 * and the claim, and applies the action; nothing can settle the round in between. A refused
 * debit releases the claim and changes nothing.
 */
export async function actOnHand(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  kind: HandKind,
  request: HouseHandActBody,
  now: Date,
): Promise<HouseHandResult> {
  if (session.kind !== kind) throw gameKindMismatch(session);
  const row = await roundsOf(db, session)
    .where('r.round_id', '=', request.roundId)
    .where('r.engine', '=', kind)
    .executeTakeFirst();
  if (!row) throw fairErrors.roundNotFound();
  if (row.status === 'SETTLED') throw handErrors.roundClosed();
  if (row.step !== request.step) throw handErrors.stepStale(row.step);

  const theme = themeOf(kind, session.gameCode, session.page.gameName.en);
  const engine = HAND_ENGINES[kind];
  const stream = new FairStream({
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  });
  const actions = row.actions as HandAction[];
  const before = engine.replay(theme, stream, Number(row.bet_minor), actions);
  if (engine.settled(before)) {
    const balance = unwrap(await seamless('balance', { account: session.username })).balance;
    return withBalance(db, seamless, session, row, balance, now);
  }
  let after: unknown;
  let extraMinor: number;
  try {
    extraMinor = engine.extraStakeFor(before, request.action);
    after = engine.act(theme, before, stream, request.action);
  } catch (error) {
    engineRuleRefused(error, 'action');
  }

  const claimed = await db
    .updateTable('fair_rounds')
    .set((eb) => ({
      acting_until: new Date(now.getTime() + ACTION_LEASE_MS),
      claims: eb('claims', '+', 1),
    }))
    .where('round_id', '=', row.round_id)
    .where('status', '=', 'OPEN')
    .where('step', '=', request.step)
    .where((eb) => eb.or([eb('acting_until', 'is', null), eb('acting_until', '<', now)]))
    .returning('claims')
    .executeTakeFirst();
  if (!claimed) throw handErrors.stepStale(row.step);

  const release = () =>
    db
      .updateTable('fair_rounds')
      .set({ acting_until: null })
      .where('round_id', '=', row.round_id)
      .where('claims', '=', claimed.claims)
      .execute();
  const extraId = `${row.round_id}-step${request.step}-claim${claimed.claims}`;
  let balance: number;
  try {
    balance = unwrap(
      extraMinor > 0
        ? await seamless('bet', {
            ...seamlessRound(session, row.round_id),
            transactionId: extraId,
            amount: minorToMajor(BigInt(extraMinor)),
          })
        : await seamless('balance', { account: session.username }),
    ).balance;
  } catch (error) {
    await release();
    throw error;
  }

  const applied = await db
    .updateTable('fair_rounds')
    .set({
      step: request.step + 1,
      acting_until: null,
      actions: JSON.stringify([...actions, request.action]),
      state: JSON.stringify(after),
      outcome: JSON.stringify(engine.view(after)),
      staked_minor: String(BigInt(row.staked_minor) + BigInt(extraMinor)),
    })
    .where('round_id', '=', row.round_id)
    .where('status', '=', 'OPEN')
    .where('claims', '=', claimed.claims)
    .executeTakeFirst();
  if (applied.numUpdatedRows === 0n) {
    // The lease ran out and another action took the round: this one's extra stake goes back.
    if (extraMinor > 0)
      await seamless('rollback', {
        ...seamlessRound(session, row.round_id),
        transactionId: `${extraId}-rollback`,
        originalTransactionId: extraId,
      });
    throw handErrors.stepStale(row.step + 1);
  }
  const updated = (await roundById(db, session, row.round_id))!;
  return withBalance(db, seamless, session, updated, balance, now);
}
