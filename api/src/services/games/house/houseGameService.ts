import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ApiError } from '../../../errors.js';
import type { Envelope } from '../../../http/envelope.js';
import { minorToMajor } from '../../wallet/money.js';
import { currentSecret, signBody } from '../../wallet/seamlessSecrets.js';
import type { SeamlessAnswer } from '../../wallet/seamlessService.js';
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
  merchantCode: string;
  username: string;
  gameCode: string;
  /** The launched game's vendor (HOUSE, or a vendor played through the local provider). */
  vendor: string;
}

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
function unwrap(answer: SeamlessAnswer): { balance: number } {
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

/**
 * One round. Money moves only through the seamless protocol: the bet debit first (refused
 * with INSUFFICIENT_FUNDS and the balance), then the win credit (also 0, which settles the
 * round); when the credit fails the bet is rolled back. Ids derive from the round id, so each
 * is applied once; the seamless layer writes the round's bet record.
 */
export async function spin(
  seamless: SeamlessClient,
  session: HouseSession,
  betMinor: number,
  draw: () => Grid = drawGrid,
): Promise<SpinResult> {
  if (!(BET_OPTIONS_MINOR as readonly number[]).includes(betMinor))
    throw new ApiError(400, 'VALIDATION_FAILED', 'Unknown bet size', {
      field: 'bet',
      options: BET_OPTIONS_MINOR.map((minor) => minorToMajor(BigInt(minor))),
    });
  const roundId = `H${randomUUID().replace(/-/g, '')}`;
  const betId = `${roundId}-bet`;
  const round = { account: session.username, roundId, gameCode: session.gameCode };
  unwrap(
    await seamless('bet', {
      ...round,
      transactionId: betId,
      amount: minorToMajor(BigInt(betMinor)),
    }),
  );
  const grid = draw();
  const outcome = evaluate(grid, betMinor);
  let balance: number;
  try {
    balance = unwrap(
      await seamless('win', {
        ...round,
        transactionId: `${roundId}-win`,
        amount: minorToMajor(BigInt(outcome.winMinor)),
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
