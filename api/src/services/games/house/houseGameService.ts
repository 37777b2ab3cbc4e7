import { randomUUID } from 'node:crypto';
import type { FairProof } from '@site/contracts';
import { assertStake, EngineRuleError, nextInt, type BetLimits } from '@site/house-games/engines';
import { FairStream } from '@site/house-games/fair';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ApiError } from '../../../errors.js';
import type { Envelope } from '../../../http/envelope.js';
import { minorToMajor } from '../../wallet/money.js';
import { currentSecret, signBody } from '../../wallet/seamlessSecrets.js';
import type { SeamlessAnswer } from '../../wallet/seamlessService.js';
import { recordFairRound, takeNonce } from '../fair/fairSeedService.js';
import type { GameTokenOwner } from './gameTokens.js';
import { spinsTheClassicSlot, type HouseGameKind } from './houseGameKind.js';
import {
  BET_OPTIONS_MINOR,
  drawGrid,
  evaluate,
  SLOT_MAX_PAYOUT_MULTIPLIER,
  type Grid,
  type LineWin,
} from './slotEngine.js';

export interface SpinResult {
  roundId: string;
  grid: Grid;
  lines: Array<Omit<LineWin, 'winMinor'> & { win: number }>;
  bet: number;
  win: number;
  balance: number;
  /** What the player needs to check the round once its server seed is revealed. */
  fair: FairProof;
}

/** The engine kind of today's 3-reel slot in the fair rounds (which code recomputes a round). */
export const CLASSIC_SLOT_ENGINE = 'CLASSIC_SLOT';

export interface HouseSession extends GameTokenOwner {
  merchantCode: string;
  username: string;
  gameCode: string;
  /** The launched game's vendor (HOUSE, or a vendor played through the local provider). */
  vendor: string;
  /** The game the entry plays here (houseGameKind.ts). */
  kind: HouseGameKind;
}

/** The session with the page's look: the theme is drawn from the entry's code and name. */
export type HouseGameSession = HouseSession & {
  page: { gameName: { en: string; bn: string } };
  currencySymbol: string;
};

type SeamlessAction = 'balance' | 'bet' | 'win' | 'rollback';

/** The game server's side of the seamless protocol. */
export type SeamlessClient = (
  action: SeamlessAction,
  payload: Record<string, unknown>,
) => Promise<SeamlessAnswer>;

/**
 * The house game server talks to the wallet like any vendor: each call is a signed
 * `/seamless/<vendor>/<action>` request, signed with the secret the brand holds for the
 * game's vendor, read from the database on every call (so a rotation takes effect at once).
 * Fastify's inject carries it in-process, through the same parsing, signature check and
 * validation as an outside vendor's call.
 */
export function signedSeamlessClient(
  app: Pick<FastifyInstance, 'inject'>,
  db: Kysely<Database>,
  session: Pick<HouseSession, 'brandId' | 'merchantCode' | 'vendor'>,
): SeamlessClient {
  return async (action, payload) => {
    const secret = await currentSecret(db, session.brandId, session.vendor);
    if (!secret)
      throw new ApiError(503, 'VENDOR_NOT_CONNECTED', 'The game vendor is not connected');
    const raw = JSON.stringify(payload);
    const response = await app.inject({
      method: 'POST',
      url: `/seamless/${session.vendor.toLowerCase()}/${action}`,
      headers: {
        merchant: session.merchantCode,
        'content-type': 'application/json',
        'x-signature': signBody(secret, raw),
      },
      payload: raw,
    });
    return { statusCode: response.statusCode, envelope: response.json<Envelope<unknown>>() };
  };
}

/** The envelope value of a seamless answer, or its error as an ApiError. */
export function unwrap(answer: SeamlessAnswer): { balance: number } {
  const { envelope } = answer;
  if (answer.statusCode === 200 && envelope.success) return envelope.value as { balance: number };
  throw new ApiError(answer.statusCode, String(envelope.code), envelope.message, envelope.value);
}

export async function houseBalance(
  seamless: SeamlessClient,
  session: HouseSession,
): Promise<number> {
  return unwrap(await seamless('balance', { account: session.username })).balance;
}

/** What an engine decided for one single-step round, drawn from the member's fair stream. */
export interface DrawnRound<Outcome> {
  /** The engine kind recorded with the fair round: which code recomputes it. */
  engine: string;
  actions: unknown[];
  outcome: Outcome;
  winMinor: number;
  /** The most this round may pay, × its stake: a larger win is never credited. */
  maxPayoutMultiplier: number;
}

export interface PaidRound<Outcome> {
  roundId: string;
  outcome: Outcome;
  bet: number;
  win: number;
  balance: number;
  /** What the player needs to check the round once its server seed is revealed. */
  fair: FairProof;
}

export const newRoundId = () => `H${randomUUID().replace(/-/g, '')}`;

/**
 * One single-step round. Money moves only through the seamless protocol: the bet debit first
 * (refused with INSUFFICIENT_FUNDS and the balance), then the win credit (also 0, which settles
 * the round); when anything after the debit fails the bet is rolled back and the answer is
 * ROUND_FAILED. Ids derive from the round id, so each is applied once; the seamless layer writes
 * the round's bet record.
 *
 * The outcome is drawn from the member's fair stream (active seed pair, the next nonce, taken
 * once the bet is accepted) and recorded as a fair round under the same round id, so the member
 * can recompute it once the server seed is revealed.
 */
export async function playPaidRound<Outcome>(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseSession,
  betMinor: number,
  now: Date,
  draw: (stream: FairStream) => DrawnRound<Outcome>,
): Promise<PaidRound<Outcome>> {
  const roundId = newRoundId();
  const betId = `${roundId}-bet`;
  const round = { account: session.username, roundId, gameCode: session.gameCode };
  unwrap(
    await seamless('bet', {
      ...round,
      transactionId: betId,
      amount: minorToMajor(BigInt(betMinor)),
    }),
  );
  let played: { drawn: DrawnRound<Outcome>; fair: FairProof };
  let balance: number;
  try {
    played = await drawFairRound(db, session, roundId, betMinor, now, draw);
    balance = unwrap(
      await seamless('win', {
        ...round,
        transactionId: `${roundId}-win`,
        amount: minorToMajor(BigInt(played.drawn.winMinor)),
      }),
    ).balance;
  } catch (error) {
    const refund = await seamless('rollback', {
      ...round,
      transactionId: `${roundId}-rollback`,
      originalTransactionId: betId,
    });
    const refunded = refund.statusCode === 200 ? unwrap(refund).balance : undefined;
    throw new ApiError(
      500,
      'ROUND_FAILED',
      'The round could not be settled; the bet was refunded',
      {
        roundId,
        balance: refunded,
        cause: error instanceof ApiError ? error.code : 'INTERNAL_ERROR',
      },
    );
  }
  return {
    roundId,
    outcome: played.drawn.outcome,
    bet: minorToMajor(BigInt(betMinor)),
    win: minorToMajor(BigInt(played.drawn.winMinor)),
    balance,
    fair: played.fair,
  };
}

/** The round's outcome from the member's next nonce, recorded as a fair round before it pays. */
async function drawFairRound<Outcome>(
  db: Kysely<Database>,
  session: HouseSession,
  roundId: string,
  betMinor: number,
  now: Date,
  draw: (stream: FairStream) => DrawnRound<Outcome>,
) {
  const taken = await takeNonce(db, session, now);
  const drawn = draw(new FairStream(taken.seeds));
  if (drawn.winMinor > betMinor * drawn.maxPayoutMultiplier)
    throw new ApiError(500, 'MAX_PAYOUT_EXCEEDED', "The win is above the game's maximum payout");
  await recordFairRound(db, {
    roundId,
    member: session,
    nodeId: session.nodeId,
    taken,
    engine: drawn.engine,
    actions: drawn.actions,
    outcome: drawn.outcome,
    betMinor,
    winMinor: drawn.winMinor,
    now,
  });
  return { drawn, fair: taken.proof };
}

/** A player's choice the engine refuses (a stake off the limits, an illegal action) as a 400. */
export function engineRuleRefused(error: unknown, field: string, limits?: object): never {
  if (error instanceof EngineRuleError)
    throw new ApiError(400, 'VALIDATION_FAILED', error.message, { field, ...limits });
  throw error;
}

/** A stake off the theme's limits, refused as a 400 that names the limits (major units). */
export function assertBetInLimits(limits: BetLimits, betMinor: number): void {
  try {
    assertStake(limits, betMinor);
  } catch (error) {
    engineRuleRefused(error, 'bet', {
      minBet: minorToMajor(BigInt(limits.minMinor)),
      maxBet: minorToMajor(BigInt(limits.maxMinor)),
      betStep: minorToMajor(BigInt(limits.stepMinor)),
    });
  }
}

/** A play call for another kind of game than the one launched. */
export const gameKindMismatch = (session: HouseSession) =>
  new ApiError(409, 'GAME_KIND_MISMATCH', 'This game does not play that way; reload the game', {
    kind: session.kind,
  });

/** A round of the 3-reel classic slot: the house vendor's own entries (Padma Originals). */
export async function spin(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseSession,
  betMinor: number,
  now: Date,
): Promise<SpinResult> {
  if (!spinsTheClassicSlot(session.kind)) throw gameKindMismatch(session);
  if (!(BET_OPTIONS_MINOR as readonly number[]).includes(betMinor))
    throw new ApiError(400, 'VALIDATION_FAILED', 'Unknown bet size', {
      field: 'bet',
      options: BET_OPTIONS_MINOR.map((minor) => minorToMajor(BigInt(minor))),
    });
  const { outcome, ...round } = await playPaidRound(
    db,
    seamless,
    session,
    betMinor,
    now,
    (stream) => {
      const grid = drawGrid((max) => nextInt(stream, max));
      return {
        engine: CLASSIC_SLOT_ENGINE,
        actions: [],
        outcome: { grid },
        winMinor: evaluate(grid, betMinor).winMinor,
        maxPayoutMultiplier: SLOT_MAX_PAYOUT_MULTIPLIER,
      };
    },
  );
  return {
    ...round,
    grid: outcome.grid,
    lines: evaluate(outcome.grid, betMinor).lines.map(({ winMinor, ...line }) => ({
      ...line,
      win: minorToMajor(BigInt(winMinor)),
    })),
  };
}
