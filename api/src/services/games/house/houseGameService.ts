import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ApiError } from '../../../errors.js';
import {
  seamlessBalance,
  seamlessBet,
  seamlessRollback,
  seamlessWin,
  type SeamlessAnswer,
  type SeamlessContext,
} from '../../wallet/seamlessService.js';
import { minorToMajor } from '../../wallet/money.js';
import type { GameTokenOwner } from './gameTokens.js';
import { BET_OPTIONS_MINOR, drawGrid, evaluate, type Grid, type LineWin } from './slotEngine.js';

export interface SpinResult {
  roundId: string;
  grid: Grid;
  lines: Array<Omit<LineWin, 'winMinor'> & { win: number }>;
  bet: number;
  win: number;
  balance: number;
}

export interface HouseSession extends GameTokenOwner {
  username: string;
  gameCode: string;
  /** The launched game's vendor (HOUSE, or a vendor played through the local provider). */
  vendor: string;
}

/** The envelope value of a seamless answer, or its error as an ApiError. */
function unwrap(answer: SeamlessAnswer): { balance: number } {
  const { envelope } = answer;
  if (answer.statusCode === 200 && envelope.success) return envelope.value as { balance: number };
  throw new ApiError(answer.statusCode, String(envelope.code), envelope.message, envelope.value);
}

export async function houseBalance(
  db: Kysely<Database>,
  session: HouseSession,
  now: Date,
): Promise<number> {
  const context: SeamlessContext = { brandId: session.brandId, vendor: session.vendor, now };
  return unwrap(await seamlessBalance(db, context, session.username)).balance;
}

/**
 * One round. Money moves only through the seamless protocol: the bet debit first (refused
 * with INSUFFICIENT_FUNDS and the balance), then the win credit (also 0, which settles the
 * round); when the credit fails the bet is rolled back. Ids derive from the round id, so each
 * is applied once; the seamless layer writes the round's bet record.
 */
export async function spin(
  db: Kysely<Database>,
  session: HouseSession,
  betMinor: number,
  now: Date,
  draw: () => Grid = drawGrid,
): Promise<SpinResult> {
  if (!(BET_OPTIONS_MINOR as readonly number[]).includes(betMinor))
    throw new ApiError(400, 'VALIDATION_FAILED', 'Unknown bet size', {
      field: 'bet',
      options: BET_OPTIONS_MINOR.map((minor) => minorToMajor(BigInt(minor))),
    });
  const context: SeamlessContext = { brandId: session.brandId, vendor: session.vendor, now };
  const roundId = `H${randomUUID().replace(/-/g, '')}`;
  const betId = `${roundId}-bet`;
  unwrap(
    await seamlessBet(db, context, {
      account: session.username,
      transactionId: betId,
      roundId,
      gameCode: session.gameCode,
      amountMinor: BigInt(betMinor),
    }),
  );
  const grid = draw();
  const outcome = evaluate(grid, betMinor);
  let balance: number;
  try {
    balance = unwrap(
      await seamlessWin(db, context, {
        account: session.username,
        transactionId: `${roundId}-win`,
        roundId,
        amountMinor: BigInt(outcome.winMinor),
      }),
    ).balance;
  } catch (error) {
    const refund = await seamlessRollback(db, context, {
      account: session.username,
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
    grid,
    lines: outcome.lines.map(({ winMinor, ...line }) => ({
      ...line,
      win: minorToMajor(BigInt(winMinor)),
    })),
    bet: minorToMajor(BigInt(betMinor)),
    win: minorToMajor(BigInt(outcome.winMinor)),
    balance,
  };
}
