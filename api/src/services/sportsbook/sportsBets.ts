import type { OddsChangePolicy, SlipSelection, SportsBet, SportsSlipAnswer } from '@site/contracts';
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import { openBetRecord } from '../records/betRecords.js';
import type { SportsbookConfig } from '../brands/brandConfig.js';
import {
  ensureHouseAccount,
  houseKindOf,
  lockAccounts,
  openMainWallet,
  takeStake,
  UNIQUE_VIOLATION,
  withTransactionRetry,
  type LedgerMember,
} from '../wallet/ledger.js';
import { minorToMajor } from '../wallet/money.js';
import { idempotencyConflict, insufficientFunds } from '../wallet/walletService.js';
import { combinedOddsMilli, potentialReturnMinor } from './settlementRules.js';
import { ESPORTS, SPORTSBOOK_VENDOR } from './sportsbookConfig.js';

export const sportsBetErrors = {
  selectionNotFound: (selectionId: string) =>
    new ApiError(404, 'SPORTS_SELECTION_NOT_FOUND', 'This selection is not offered', {
      selectionId,
    }),
  marketSuspended: (selectionId: string) =>
    new ApiError(409, 'SPORTS_MARKET_SUSPENDED', 'This market is suspended', { selectionId }),
  marketClosed: (selectionId: string) =>
    new ApiError(409, 'SPORTS_MARKET_CLOSED', 'This market takes no more bets', { selectionId }),
  oddsChanged: (changes: Array<{ selectionId: string; oddsMilli: number; priceVersion: number }>) =>
    new ApiError(409, 'SPORTS_ODDS_CHANGED', 'A price changed', { changes }),
  sameEvent: () =>
    new ApiError(
      400,
      'SPORTS_MULTIPLE_SAME_EVENT',
      'A multiple takes legs from different events only',
    ),
  stakeTooLow: (min: number) =>
    new ApiError(400, 'SPORTS_STAKE_TOO_LOW', 'The stake is under the minimum', {
      min: minorToMajor(BigInt(min)),
    }),
  stakeTooHigh: (max: number) =>
    new ApiError(400, 'SPORTS_STAKE_TOO_HIGH', 'The stake is over the maximum', {
      max: minorToMajor(BigInt(max)),
    }),
  payoutPerBet: (max: number) =>
    new ApiError(400, 'SPORTS_MAX_PAYOUT_BET', 'This bet could return more than the maximum', {
      max: minorToMajor(BigInt(max)),
    }),
  payoutPerEvent: (eventId: string) =>
    new ApiError(
      409,
      'SPORTS_MAX_PAYOUT_EVENT',
      'Bets on this event could return more than the maximum',
      { eventId },
    ),
  unusedSelection: (selectionId: string) =>
    errors.validation('selections', `Selection ${selectionId} is in no bet`),
  unknownLeg: (selectionId: string) =>
    errors.validation('bets', `Leg ${selectionId} is not among the slip's selections`),
  betNotFound: () =>
    new ApiError(404, 'SPORTS_BET_NOT_FOUND', 'This bet is not yours or not there'),
};

export interface SlipBetRequest {
  legs: string[];
  stakeMinor: bigint;
}

export interface PlaceSlipRequest {
  member: LedgerMember;
  config: SportsbookConfig;
  slipKey: string;
  oddsChange: OddsChangePolicy;
  selections: SlipSelection[];
  bets: SlipBetRequest[];
  now: Date;
}

/** A selection with its market's and event's state, as placement and acceptance read it. */
export interface LiveSelection {
  selectionId: string;
  code: string;
  oddsMilli: number;
  priceVersion: number;
  marketId: string;
  marketKind: string;
  marketState: string;
  lineQuarters: number | null;
  eventId: string;
  eventStatus: string;
  eventSuspended: boolean;
  sport: string;
}

export async function liveSelections(
  db: Kysely<Database>,
  selectionIds: readonly string[],
): Promise<Map<string, LiveSelection>> {
  if (selectionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sports_selections as s')
    .innerJoin('sports_markets as m', 'm.id', 's.market_id')
    .innerJoin('sports_events as e', 'e.id', 'm.event_id')
    .select([
      's.id',
      's.code',
      's.odds_milli',
      's.price_version',
      'm.id as market_id',
      'm.kind',
      'm.state',
      'm.line_quarters',
      'e.id as event_id',
      'e.status',
      'e.trader_suspended',
      'e.sport',
    ])
    .where('s.id', 'in', [...selectionIds])
    .execute();
  return new Map(
    rows.map((row) => [
      String(row.id),
      {
        selectionId: String(row.id),
        code: row.code,
        oddsMilli: row.odds_milli,
        priceVersion: row.price_version,
        marketId: String(row.market_id),
        marketKind: row.kind,
        marketState: row.state,
        lineQuarters: row.line_quarters,
        eventId: String(row.event_id),
        eventStatus: row.status,
        eventSuspended: row.trader_suspended,
        sport: row.sport,
      },
    ]),
  );
}

/** Why a selection takes no bet now, or null when it does. */
export function tradingProblem(selection: LiveSelection): ApiError | null {
  if (selection.eventStatus === 'ENDED' || selection.eventStatus === 'VOID')
    return sportsBetErrors.marketClosed(selection.selectionId);
  if (selection.marketState === 'SUSPENDED' || selection.eventSuspended)
    return sportsBetErrors.marketSuspended(selection.selectionId);
  if (selection.marketState !== 'OPEN') return sportsBetErrors.marketClosed(selection.selectionId);
  return null;
}

/**
 * The price a slip's selection is taken at under the member's odds-change policy, or null when
 * the policy refuses the current one: NONE takes only the version seen, HIGHER the price seen
 * or a better one, ANY whatever it is now.
 */
export function acceptedOdds(
  policy: OddsChangePolicy,
  seen: Pick<SlipSelection, 'oddsMilli' | 'priceVersion'>,
  current: Pick<LiveSelection, 'oddsMilli' | 'priceVersion'>,
): number | null {
  const unchanged =
    seen.priceVersion === current.priceVersion && seen.oddsMilli === current.oddsMilli;
  if (unchanged || policy === 'ANY') return current.oddsMilli;
  if (policy === 'HIGHER' && current.oddsMilli >= seen.oddsMilli) return current.oddsMilli;
  return null;
}

/**
 * The line a selection is settled on: a handicap's stored line is the home side's, so the away
 * side takes its negation; a total's line is every selection's.
 */
export function selectionLine(selection: Pick<LiveSelection, 'code' | 'lineQuarters'>) {
  if (selection.lineQuarters === null) return null;
  return selection.code === 'AWAY' ? -selection.lineQuarters : selection.lineQuarters;
}

export const sportsRoundId = (betId: string) => `SB-${betId}`;
export const slipLedgerKey = (slipKey: string) => `sports-slip:${slipKey}`;

/** Locks the events' rows (made on first use) in id order: the house's exposure lock. */
async function lockEvents(trx: Kysely<Database>, eventIds: readonly string[]): Promise<void> {
  const ids = [...new Set(eventIds)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  await trx
    .insertInto('sports_event_locks')
    .values(ids.map((event_id) => ({ event_id })))
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
  await trx
    .selectFrom('sports_event_locks')
    .select('event_id')
    .where('event_id', 'in', ids)
    .orderBy('event_id')
    .forUpdate()
    .execute();
}

/** What the open and pending bets with a leg on the event may return, all or one member's. */
async function eventExposure(
  trx: Kysely<Database>,
  eventId: string,
  memberId: string | null,
): Promise<bigint> {
  let query = trx
    .selectFrom('sports_bets as b')
    .select(sql<string>`coalesce(sum(b.potential_return_minor), 0)`.as('exposure'))
    .where('b.state', 'in', ['PENDING', 'OPEN'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sports_bet_legs as l')
          .select('l.id')
          .whereRef('l.bet_id', '=', 'b.id')
          .where('l.event_id', '=', eventId),
      ),
    );
  if (memberId) query = query.where('b.member_id', '=', memberId);
  const { exposure } = await query.executeTakeFirstOrThrow();
  return BigInt(exposure);
}

function checkSlipShape(request: PlaceSlipRequest): void {
  const offered = new Set(request.selections.map((s) => s.selectionId));
  if (offered.size !== request.selections.length)
    throw errors.validation('selections', 'A selection is listed twice');
  const used = new Set<string>();
  for (const bet of request.bets)
    for (const leg of bet.legs) {
      if (!offered.has(leg)) throw sportsBetErrors.unknownLeg(leg);
      used.add(leg);
    }
  for (const id of offered) if (!used.has(id)) throw sportsBetErrors.unusedSelection(id);
  const { minStakeMinor, maxStakeMinor } = request.config;
  for (const bet of request.bets) {
    if (bet.stakeMinor < BigInt(minStakeMinor)) throw sportsBetErrors.stakeTooLow(minStakeMinor);
    if (bet.stakeMinor > BigInt(maxStakeMinor)) throw sportsBetErrors.stakeTooHigh(maxStakeMinor);
  }
}

function requestHashOf(request: PlaceSlipRequest): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        request.oddsChange,
        request.selections.map((s) => [s.selectionId, s.oddsMilli, s.priceVersion]),
        request.bets.map((bet) => [bet.legs, bet.stakeMinor.toString()]),
      ]),
    )
    .digest('hex');
}

/**
 * Places a slip of singles and multiples as one ledger movement (BET, house ← member) keyed by
 * the slip: the same key again answers the slip's bets as they are now, another request under
 * it is a 409. Every check (markets open, prices under the policy, stake limits, the maximum
 * payout per bet, per event for the member and for the house) runs under the member's wallet
 * lock and the events' locks, so concurrent slips are counted one after the other. An in-play
 * bet waits PENDING for the delay (its stake held); nothing moves when anything is refused.
 */
export async function placeSlip(
  db: Kysely<Database>,
  request: PlaceSlipRequest,
): Promise<SportsSlipAnswer> {
  const { member, config, now } = request;
  checkSlipShape(request);
  const requestHash = requestHashOf(request);
  const totalStake = request.bets.reduce((sum, bet) => sum + bet.stakeMinor, 0n);

  return withTransactionRetry(
    db,
    async (trx) => {
      const mainId = await openMainWallet(trx, member, now);
      const houseId = await ensureHouseAccount(trx, member.brandId, houseKindOf(member));
      const locked = await lockAccounts(trx, [mainId, houseId]);
      const previous = await trx
        .selectFrom('sports_slips')
        .select(['id', 'request_hash'])
        .where('member_id', '=', member.id)
        .where('slip_key', '=', request.slipKey)
        .executeTakeFirst();
      if (previous) {
        if (previous.request_hash !== requestHash) throw idempotencyConflict();
        return slipAnswer(trx, request.slipKey, previous.id);
      }

      const current = await liveSelections(
        trx,
        request.selections.map((s) => s.selectionId),
      );
      const taken = new Map<string, number>();
      const changes: Array<{ selectionId: string; oddsMilli: number; priceVersion: number }> = [];
      for (const seen of request.selections) {
        const selection = current.get(seen.selectionId);
        if (!selection) throw sportsBetErrors.selectionNotFound(seen.selectionId);
        const problem = tradingProblem(selection);
        if (problem) throw problem;
        const odds = acceptedOdds(request.oddsChange, seen, selection);
        if (odds === null)
          changes.push({
            selectionId: seen.selectionId,
            oddsMilli: selection.oddsMilli,
            priceVersion: selection.priceVersion,
          });
        else taken.set(seen.selectionId, odds);
      }
      if (changes.length > 0) throw sportsBetErrors.oddsChanged(changes);

      const planned = request.bets.map((bet) => {
        const legs = bet.legs.map((id) => current.get(id)!);
        if (new Set(legs.map((leg) => leg.eventId)).size !== legs.length)
          throw sportsBetErrors.sameEvent();
        const odds = legs.map((leg) => taken.get(leg.selectionId)!);
        const potential = potentialReturnMinor(bet.stakeMinor, odds);
        if (potential > BigInt(config.maxPayoutPerBetMinor))
          throw sportsBetErrors.payoutPerBet(config.maxPayoutPerBetMinor);
        return {
          bet,
          legs,
          odds,
          potential,
          live: legs.some((leg) => leg.eventStatus === 'LIVE'),
        };
      });

      const eventIds = [...new Set(planned.flatMap((p) => p.legs.map((leg) => leg.eventId)))];
      await lockEvents(trx, eventIds);
      for (const eventId of eventIds) {
        const added = planned
          .filter((p) => p.legs.some((leg) => leg.eventId === eventId))
          .reduce((sum, p) => sum + p.potential, 0n);
        const own = await eventExposure(trx, eventId, member.id);
        if (own + added > BigInt(config.maxPayoutPerEventPerMemberMinor))
          throw sportsBetErrors.payoutPerEvent(eventId);
        const house = await eventExposure(trx, eventId, null);
        if (house + added > BigInt(config.maxPayoutPerEventMinor))
          throw sportsBetErrors.payoutPerEvent(eventId);
      }

      const wallet = locked.get(mainId)!;
      if (wallet.balanceMinor < totalStake) throw insufficientFunds(wallet.balanceMinor);
      await takeStake(trx, {
        member,
        mainId,
        houseId,
        amountMinor: totalStake,
        idempotencyKey: slipLedgerKey(request.slipKey),
        requestHash,
        now,
      });
      const slip = await trx
        .insertInto('sports_slips')
        .values({
          brand_id: member.brandId,
          member_id: member.id,
          slip_key: request.slipKey,
          request_hash: requestHash,
          odds_change: request.oddsChange,
          stake_minor: totalStake,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const acceptAt = new Date(now.getTime() + config.inPlayDelaySeconds * 1000);
      for (const [position, plan] of planned.entries()) {
        const { id: betId } = await trx
          .insertInto('sports_bets')
          .values({
            slip_id: slip.id,
            position,
            brand_id: member.brandId,
            member_id: member.id,
            is_trial: member.isTrial,
            kind: plan.legs.length === 1 ? 'SINGLE' : 'MULTIPLE',
            stake_minor: plan.bet.stakeMinor,
            odds_milli: combinedOddsMilli(plan.odds),
            potential_return_minor: plan.potential,
            state: plan.live && config.inPlayDelaySeconds > 0 ? 'PENDING' : 'OPEN',
            accept_at: plan.live && config.inPlayDelaySeconds > 0 ? acceptAt : null,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('sports_bet_legs')
          .values(
            plan.legs.map((leg, index) => ({
              bet_id: betId,
              selection_id: leg.selectionId,
              market_id: leg.marketId,
              event_id: leg.eventId,
              selection_code: leg.code,
              line_quarters: selectionLine(leg),
              odds_milli: plan.odds[index]!,
              price_version: leg.priceVersion,
            })),
          )
          .execute();
        await openBetRecord(trx, {
          member,
          vendor: SPORTSBOOK_VENDOR,
          gameCode: plan.legs.every((leg) => ESPORTS.includes(leg.sport)) ? 'ESPORTS' : 'SPORTS',
          roundId: sportsRoundId(betId),
          stakeMinor: plan.bet.stakeMinor,
          now,
        });
      }
      return slipAnswer(trx, request.slipKey, slip.id);
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
}

const betColumns = [
  'b.id',
  'b.kind',
  'b.state',
  'b.stake_minor',
  'b.odds_milli',
  'b.potential_return_minor',
  'b.paid_return_minor',
  'b.refusal',
  'b.accept_at',
  'b.created_at',
  'b.settled_at',
  's.slip_key',
] as const;

function betsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('sports_bets as b')
    .innerJoin('sports_slips as s', 's.id', 'b.slip_id')
    .select(betColumns);
}

type BetRow = Awaited<ReturnType<ReturnType<typeof betsQuery>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** The bets of these rows with their legs, in the rows' order. */
export async function toBets(db: Kysely<Database>, rows: readonly BetRow[]): Promise<SportsBet[]> {
  if (rows.length === 0) return [];
  const legs = await db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_markets as m', 'm.id', 'l.market_id')
    .select([
      'l.bet_id',
      'l.selection_id',
      'l.selection_code',
      'l.line_quarters',
      'l.market_id',
      'm.kind',
      'l.event_id',
      'l.odds_milli',
      'l.result',
      'l.settled_at',
    ])
    .where(
      'l.bet_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({
    betId: String(row.id),
    slipKey: row.slip_key,
    kind: row.kind,
    state: row.state,
    stake: minorToMajor(row.stake_minor),
    oddsMilli: row.odds_milli,
    potentialReturn: minorToMajor(row.potential_return_minor),
    paidReturn: minorToMajor(row.paid_return_minor),
    refusal: row.refusal,
    acceptAt: iso(row.accept_at),
    legs: legs
      .filter((leg) => String(leg.bet_id) === String(row.id))
      .map((leg) => ({
        selectionId: String(leg.selection_id),
        selectionCode: leg.selection_code,
        line: leg.line_quarters === null ? null : leg.line_quarters / 4,
        marketId: String(leg.market_id),
        marketType: leg.kind,
        eventId: String(leg.event_id),
        oddsMilli: leg.odds_milli,
        result: leg.result,
        settledAt: iso(leg.settled_at),
      })),
    createdAt: iso(row.created_at)!,
    settledAt: iso(row.settled_at),
  }));
}

async function slipAnswer(
  db: Kysely<Database>,
  slipKey: string,
  slipId: string,
): Promise<SportsSlipAnswer> {
  const rows = await betsQuery(db).where('b.slip_id', '=', slipId).orderBy('b.position').execute();
  return { slipKey, bets: await toBets(db, rows) };
}

export async function betOfMember(
  db: Kysely<Database>,
  memberId: string,
  betId: string,
): Promise<SportsBet> {
  const row = await betsQuery(db)
    .where('b.id', '=', betId)
    .where('b.member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw sportsBetErrors.betNotFound();
  return (await toBets(db, [row]))[0]!;
}

const OPEN_STATES = ['PENDING', 'OPEN'] as const;
const SETTLED_STATES = ['REFUSED', 'WON', 'LOST', 'VOID', 'CASHED_OUT'] as const;

/** The member's bets, open (PENDING, OPEN) or settled, newest first, one page. */
export async function listBets(
  db: Kysely<Database>,
  memberId: string,
  options: { status: 'open' | 'settled'; pageNo: number; pageSize: number },
): Promise<{ list: SportsBet[]; total: number }> {
  const states = options.status === 'open' ? OPEN_STATES : SETTLED_STATES;
  const rows = await betsQuery(db)
    .where('b.member_id', '=', memberId)
    .where('b.state', 'in', [...states])
    .orderBy('b.id', 'desc')
    .limit(options.pageSize)
    .offset((options.pageNo - 1) * options.pageSize)
    .execute();
  const { total } = await db
    .selectFrom('sports_bets')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('member_id', '=', memberId)
    .where('state', 'in', [...states])
    .executeTakeFirstOrThrow();
  return { list: await toBets(db, rows), total: Number(total) };
}
