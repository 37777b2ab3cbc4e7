// On PostgreSQL too: acts racing on one turn under the table's lock, and the push woken by NOTIFY.
import type { AddressInfo } from 'node:net';
import { FairStream, serverSeedHash } from '@site/house-games/fair';
import { teenPatti } from '@site/house-games/engines';
import type { TeenPattiHandHistory, TeenPattiTableState } from '@site/contracts';
import { TeenPattiClock } from '../src/services/teen-patti/teenPattiClock.js';
import { ensureHouseAccount, pvpPotKind } from '../src/services/wallet/ledger.js';
import {
  authed,
  body,
  BRAND1,
  BRAND2,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { SseClient } from './support/sse.js';
import { newTeenPattiTable } from './support/teenPatti.js';
import {
  assertLedgerConsistent,
  balances,
  fundedPlayer,
  memberId,
  type FundedPlayer as Player,
} from './support/wallet.js';

/**
 * Teen patti between members through the API: a whole hand to a show with the money to the
 * unit, the timer's pack, replays, strangers' and other brands' acts refused, racing acts on one
 * turn acting once, the table as each member may see it and its push.
 */
let ctx: TestContext;
let template: string;
let base: string;
let houseId: string;
let memberCount = 0;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestContext();
  template = await memberId(db(), 'PADMA', 'demo_member');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const { brand_id } = await db()
    .selectFrom('accounts')
    .select('brand_id')
    .where('id', '=', template)
    .executeTakeFirstOrThrow();
  houseId = await db()
    .transaction()
    .execute((trx) => ensureHouseAccount(trx, brand_id, 'HOUSE'));
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

/** A new real member of PADMA with `minor` in their wallet, logged in. */
const player = (minor = 1_000_00n): Promise<Player> =>
  fundedPlayer(ctx.app, db(), {
    username: `tp_player_${(memberCount += 1)}`,
    minor,
    now: ctx.clock.now(),
  });

/** A fresh table of PADMA (each test its own): boot 5.00, rake 5 %, 20 s turns. */
const table = (seats = 2): Promise<string> =>
  newTeenPattiTable(db(), {
    name: `test table ${(memberCount += 1)}`,
    seats,
    seed: 'ab'.repeat(32),
    now: ctx.clock.now(),
  });

const call = (who: Player, tableId: string, path: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/teenpatti/tables/${tableId}${path}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload }),
  });
const stateOf = async (who: Player, tableId: string) =>
  body<TeenPattiTableState>(await call(who, tableId, '')).value;
let keyCount = 0;
const act = (
  who: Player,
  tableId: string,
  action: string,
  actionKey = `action-key-${(keyCount += 1)}`,
) => call(who, tableId, '/act', { action, actionKey });
const main = async (who: Player) => (await balances(db(), who.id)).MAIN ?? 0n;
const house = async () =>
  BigInt(
    (
      await db()
        .selectFrom('wallet_accounts')
        .select('balance_minor')
        .where('id', '=', houseId)
        .executeTakeFirstOrThrow()
    ).balance_minor,
  );

/** Two members sat at a new table: the hand is dealt when the second sits. */
async function twoAtATable() {
  const tableId = await table();
  const a = await player();
  const b = await player();
  expect((await call(a, tableId, '/sit', {})).statusCode).toBe(200);
  expect((await stateOf(a, tableId)).hand).toBeNull();
  expect((await call(b, tableId, '/sit', {})).statusCode).toBe(200);
  const state = await stateOf(a, tableId);
  expect(state.hand?.state).toBe('PLAYING');
  // Seats 0 and 1: the first hand's first player is seat 0 (a).
  expect(state.hand?.turnSeat).toBe(0);
  return { tableId, a, b };
}

describe('the tables', () => {
  it("lists the brand's tables with their boot, limits and rake", async () => {
    const response = await ctx.app.inject({ url: '/teenpatti/tables', headers: BRAND1 });
    expect(response.statusCode).toBe(200);
    const { list } = body<{
      list: Array<{ name: string; boot: number; rakeBasisPoints: number; seats: number }>;
    }>(response).value;
    expect(list.map((entry) => [entry.name, entry.boot, entry.seats])).toEqual(
      expect.arrayContaining([
        ['Boot 1', 1, 5],
        ['Heads-up 5', 5, 2],
      ]),
    );
    expect(list.every((entry) => entry.rakeBasisPoints === 500)).toBe(true);
  });

  it('lets a player alone wait, and refuses a taken seat, a second table and a short wallet', async () => {
    const tableId = await table(3);
    const a = await player();
    const poor = await player(4_00n);
    expect((await call(a, tableId, '/sit', { seat: 1 })).statusCode).toBe(200);
    expect(body(await call(poor, tableId, '/sit', { seat: 1 })).code).toBe('TEEN_PATTI_SEAT_TAKEN');
    expect(body(await call(poor, tableId, '/sit', {})).code).toBe('INSUFFICIENT_FUNDS');
    const other = await table();
    expect(body(await call(a, other, '/sit', {})).code).toBe('TEEN_PATTI_ALREADY_SEATED');
    const alone = await stateOf(a, tableId);
    expect(alone.yourSeat).toBe(1);
    expect(alone.hand).toBeNull();
    expect((await call(a, tableId, '/stand', {})).statusCode).toBe(200);
    expect((await stateOf(a, tableId)).seats).toEqual([]);
  });
  it('sits out a player whose wager limit refuses the boot, and deals without them', async () => {
    const tableId = await table(3);
    const [limited, b, c] = [await player(), await player(), await player()];
    const limit = await ctx.app.inject({
      method: 'PUT',
      url: '/wps/member/protection/limits',
      headers: limited.headers,
      payload: { kind: 'wager', period: 'day', amount: 4 },
    });
    expect(limit.statusCode).toBe(200);
    expect((await call(limited, tableId, '/sit', {})).statusCode).toBe(200);
    expect((await call(b, tableId, '/sit', {})).statusCode).toBe(200);
    // The limited player's boot would pass the limit: no hand with them, and they sit out.
    let state = await stateOf(b, tableId);
    expect(state.hand).toBeNull();
    expect(state.seats.map((seat) => seat.ready)).toEqual([false, true]);
    expect((await call(c, tableId, '/sit', {})).statusCode).toBe(200);
    state = await stateOf(b, tableId);
    expect(state.hand?.players.map((p) => p.seat)).toEqual([1, 2]);
  });
});

describe('a hand between two members', () => {
  it('plays to a show: winner + (pot - rake), loser - stakes, house + rake, to the unit', async () => {
    const { tableId, a, b } = await twoAtATable();
    const start = { a: await main(a), b: await main(b), house: await house() };
    // Each paid the boot when dealt in (5.00), already gone from the wallets.
    let view = await stateOf(a, tableId);
    expect(view.hand?.pot).toBe(10);
    // Nobody sees a card before seeing their own: not a's, not b's.
    expect(view.hand?.players.map((p) => p.cards)).toEqual([null, null]);
    expect(view.hand?.yourChaal).toBe(5);
    expect(body(await act(a, tableId, 'SEE')).code).toBe(0);
    view = await stateOf(a, tableId);
    expect(view.hand?.players[0]?.cards).toHaveLength(3);
    expect(view.hand?.players[1]?.cards).toBeNull();
    expect((await stateOf(b, tableId)).hand?.players.map((p) => p.cards)).toEqual([null, null]);
    expect(view.hand?.yourChaal).toBe(10);
    // a (seen) chaals 10.00, twice the stake of 5.00; b (blind) asks for the show at its chaal,
    // the stake (5.00).
    expect((await act(a, tableId, 'CHAAL')).statusCode).toBe(200);
    expect(await main(a)).toBe(start.a - 10_00n);
    const shown = await act(b, tableId, 'SHOW');
    expect(shown.statusCode).toBe(200);
    const hand = body<TeenPattiTableState>(shown).value.hand!;
    expect(hand.state).toBe('FINISHED');
    expect(hand.endedBy).toBe('SHOW');
    expect(hand.pot).toBe(25);
    expect(hand.rake).toBe(1.25);
    // Both hands are shown to both players, and the deck is the committed seed's.
    expect(hand.players.every((p) => p.cards?.length === 3)).toBe(true);
    expect(serverSeedHash(hand.serverSeed!)).toBe(hand.serverSeedHash);
    const dealt = teenPatti.dealHands(
      new FairStream({
        serverSeed: hand.serverSeed!,
        clientSeed: hand.clientSeed,
        nonce: hand.nonce,
      }),
      2,
    );
    expect(hand.players.map((p) => p.cards)).toEqual(dealt);
    const better = teenPatti.compareHands(dealt[0]!, dealt[1]!) > 0 ? 0 : 1;
    expect(hand.winnerSeat).toBe(better);

    const stakes = { a: 5_00n + 10_00n, b: 5_00n + 5_00n };
    const pot = 25_00n;
    const rake = 1_25n;
    const [winner, loser] = better === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
    const players = { a, b };
    // The boots left before `start` was read: count them back in.
    const before = { a: start.a + 5_00n, b: start.b + 5_00n };
    expect(await main(players[winner])).toBe(before[winner] - stakes[winner] + pot - rake);
    expect(await main(players[loser])).toBe(before[loser] - stakes[loser]);
    expect(await house()).toBe(start.house + rake);
    const potAccount = await db()
      .selectFrom('wallet_accounts')
      .select('balance_minor')
      .where('kind', '=', pvpPotKind(tableId))
      .executeTakeFirstOrThrow();
    expect(BigInt(potAccount.balance_minor)).toBe(0n);
    // Each player's hand is one settled PVP round in their betting record.
    const rounds = await db()
      .selectFrom('bet_records')
      .select(['member_id', 'stake_minor', 'win_minor', 'status'])
      .where('round_id', '=', `TP-${hand.id}`)
      .orderBy('member_id')
      .execute();
    expect(rounds).toEqual(
      [a, b]
        .map((who) => ({
          member_id: who.id,
          stake_minor: String(stakes[who === a ? 'a' : 'b']),
          win_minor: String(players[winner] === who ? pot - rake : 0n),
          status: 'SETTLED',
        }))
        .sort((x, y) => Number(x.member_id) - Number(y.member_id)),
    );
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const record = await ctx.app.inject({
      url: `/wps/member/records/bets?from=${day}&to=${day}&tzOffset=0`,
      headers: a.headers,
    });
    expect(JSON.stringify(body(record).value)).toContain('"PVP"');
    // The hand stays verifiable by its players after the table moves on; no one else sees it.
    const played = await ctx.app.inject({ url: `/teenpatti/hands/${hand.id}`, headers: b.headers });
    expect(body(played).value).toEqual(hand);
    const stranger = await player();
    expect(
      (await ctx.app.inject({ url: `/teenpatti/hands/${hand.id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    await assertLedgerConsistent(db());
  });

  it('plays a side show between two seen players of three: they see each other, the worse packs', async () => {
    const tableId = await table(3);
    const [a, b, c] = [await player(), await player(), await player()];
    // a and b sit down together (a hand is dealt as soon as two are ready): c's sitting deals.
    await db()
      .insertInto('pvp_seats')
      .values(
        [a, b].map((who, seat) => ({
          table_id: tableId,
          seat,
          member_id: who.id,
          sat_at: ctx.clock.now(),
        })),
      )
      .execute();
    expect((await call(c, tableId, '/sit', {})).statusCode).toBe(200);
    for (const who of [a, b, c]) expect((await act(who, tableId, 'SEE')).statusCode).toBe(200);
    expect((await act(a, tableId, 'CHAAL')).statusCode).toBe(200);
    // Only the player asked answers; the side show costs one seen chaal.
    const before = await main(b);
    expect((await act(b, tableId, 'SIDE_SHOW')).statusCode).toBe(200);
    expect(await main(b)).toBe(before - 10_00n);
    expect(body(await act(c, tableId, 'SIDE_SHOW_ACCEPT')).code).toBe('TEEN_PATTI_NO_SIDE_SHOW');
    const answered = body<TeenPattiTableState>(await act(a, tableId, 'SIDE_SHOW_ACCEPT')).value;
    const [seatA, seatB] = answered.hand!.players;
    expect([seatA?.cards, seatB?.cards].every((cards) => cards?.length === 3)).toBe(true);
    expect([seatA?.status, seatB?.status].filter((status) => status === 'PACKED')).toHaveLength(1);
    expect(answered.hand?.turnSeat).toBe(2);
    const third = (await stateOf(c, tableId)).hand!.players;
    expect(third.map((p) => p.cards === null)).toEqual([true, true, false]);
  });

  it('refuses replays, acts out of turn, strangers and other brands, and changes nothing', async () => {
    const { tableId, a, b } = await twoAtATable();
    const before = { a: await main(a), b: await main(b) };
    const first = await act(a, tableId, 'CHAAL', 'replayed-key-1');
    expect(first.statusCode).toBe(200);
    const again = await act(a, tableId, 'CHAAL', 'replayed-key-1');
    expect(again.statusCode).toBe(200);
    expect(await main(a)).toBe(before.a - 5_00n);
    expect(body<TeenPattiTableState>(again).value.hand?.turnSeat).toBe(1);
    // The replay counted one blind chaal, and every player at the table sees the count.
    const blindCounts = (await stateOf(b, tableId)).hand?.players.map((p) => p.blindChaals);
    expect(blindCounts).toEqual([1, 0]);
    const otherAction = await act(a, tableId, 'PACK', 'replayed-key-1');
    expect([otherAction.statusCode, body(otherAction).code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    // Out of turn: a again.
    const early = await act(a, tableId, 'CHAAL');
    expect(early.statusCode).toBe(409);
    expect(body(early).code).toBe('TEEN_PATTI_NOT_YOUR_TURN');
    // A member who is not at the table, and one of another brand.
    const stranger = await player();
    expect(body(await act(stranger, tableId, 'PACK')).code).toBe('TEEN_PATTI_NOT_IN_HAND');
    const foreign = authed(await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2), BRAND2);
    const other = await ctx.app.inject({
      method: 'POST',
      url: `/teenpatti/tables/${tableId}/act`,
      headers: foreign,
      payload: { action: 'PACK', actionKey: 'foreign-key-1' },
    });
    expect(other.statusCode).toBe(404);
    // Bad input: a 400 that changes nothing.
    const bad = await call(b, tableId, '/act', { action: 'FOLD', actionKey: 'k' });
    expect(bad.statusCode).toBe(400);
    // Leaving in the middle of a hand is refused until the player packs.
    expect(body(await call(b, tableId, '/stand', {})).code).toBe('TEEN_PATTI_IN_HAND');
    expect(await main(b)).toBe(before.b);
    expect((await stateOf(b, tableId)).hand?.turnSeat).toBe(1);
  });

  it('acts once when the player on turn sends several acts at once', async () => {
    const { tableId, a } = await twoAtATable();
    const before = await main(a);
    const answers = await Promise.all(Array.from({ length: 6 }, () => act(a, tableId, 'CHAAL')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => body(answer).code === 'TEEN_PATTI_NOT_YOUR_TURN'),
    ).toHaveLength(5);
    expect(await main(a)).toBe(before - 5_00n);
    await assertLedgerConsistent(db());
  });

  it('packs an idle player when the timer runs out, once, and pays the other the pot', async () => {
    const { tableId, a, b } = await twoAtATable();
    const before = { a: await main(a), b: await main(b) };
    const clock = new TeenPattiClock(db());
    ctx.clock.advance(19_000);
    await clock.tick(ctx.clock.now());
    expect((await stateOf(a, tableId)).hand?.state).toBe('PLAYING');
    ctx.clock.advance(2_000);
    // Past the deadline, before the clock's tick, the idle player has lost the turn.
    expect(body(await act(a, tableId, 'CHAAL')).code).toBe('TEEN_PATTI_TIME_UP');
    await Promise.all([
      clock.tick(ctx.clock.now()),
      new TeenPattiClock(db()).tick(ctx.clock.now()),
    ]);
    const state = await stateOf(b, tableId);
    expect(state.hand).toMatchObject({
      state: 'FINISHED',
      endedBy: 'LAST_STANDING',
      winnerSeat: 1,
      rake: 0.5,
    });
    // The packed player keeps the seat but sits out until ready again; each seat shows its
    // member's username masked, never whole.
    const masked = expect.stringMatching(/^tp\*\*\*(\d\d|_\d)$/);
    expect(state.seats).toEqual([
      { seat: 0, name: masked, you: false, ready: false },
      { seat: 1, name: masked, you: true, ready: true },
    ]);
    expect(JSON.stringify(state)).not.toContain('tp_player_');
    expect(await main(b)).toBe(before.b + 10_00n - 50n);
    expect(await main(a)).toBe(before.a);
    // The clock ran every seated table: this hand's payout is its own ledger movement.
    const payout = await db()
      .selectFrom('wallet_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .select(['e.account_id', 'e.amount_minor'])
      .where('t.idempotency_key', '=', `teenpatti:${state.hand!.id}:pot`)
      .where('e.account_id', '=', houseId)
      .execute();
    expect(payout.map((entry) => BigInt(entry.amount_minor))).toEqual([50n]);
    const timeouts = await db()
      .selectFrom('pvp_actions')
      .select('kind')
      .where('hand_id', '=', state.hand!.id)
      .execute();
    expect(timeouts).toEqual([{ kind: 'TIMEOUT' }]);
    // Ready again after the pause: the next hand is dealt by the clock.
    expect((await call(a, tableId, '/ready', { ready: true })).statusCode).toBe(200);
    expect((await stateOf(a, tableId)).hand?.handNo).toBe(1);
    ctx.clock.advance(5_000);
    await clock.tick(ctx.clock.now());
    expect((await stateOf(a, tableId)).hand).toMatchObject({
      handNo: 2,
      state: 'PLAYING',
      turnSeat: 1,
    });
    await assertLedgerConsistent(db());
  });

  it('runs a table by one process at a time: another takes its lease over when it lapses', async () => {
    const { tableId, a } = await twoAtATable();
    const [first, second] = [new TeenPattiClock(db(), 10_000), new TeenPattiClock(db(), 10_000)];
    expect(await first.holdLeases(ctx.clock.now())).toContain(tableId);
    expect(await second.holdLeases(ctx.clock.now())).not.toContain(tableId);
    ctx.clock.advance(5_000);
    expect(await first.holdLeases(ctx.clock.now())).toContain(tableId);
    ctx.clock.advance(9_000);
    expect(await second.holdLeases(ctx.clock.now())).not.toContain(tableId);
    // The first process stops renewing (it died): the second takes the table and its clock.
    ctx.clock.advance(2_000);
    expect(await second.holdLeases(ctx.clock.now())).toContain(tableId);
    expect(await first.holdLeases(ctx.clock.now())).not.toContain(tableId);
    ctx.clock.advance(20_000);
    await second.tick(ctx.clock.now());
    expect((await stateOf(a, tableId)).hand?.endedBy).toBe('LAST_STANDING');
  });

  it('refuses database writes that skip a turn or reopen a finished hand', async () => {
    const { tableId } = await twoAtATable();
    const hand = await db()
      .selectFrom('pvp_hands')
      .select(['id', 'turn_seq'])
      .where('table_id', '=', tableId)
      .executeTakeFirstOrThrow();
    await expect(
      db()
        .updateTable('pvp_hands')
        .set({ turn_seq: hand.turn_seq + 2 })
        .where('id', '=', hand.id)
        .execute(),
    ).rejects.toThrow(/may only become/);
  });
});

describe("the member's hands (the fairness history)", () => {
  /** `first` and `second` sit at a new table and play one hand to its end; both stand up. */
  async function handBetween(first: Player, second: Player, ending: 'PACK' | 'SHOW') {
    const tableId = await table();
    for (const who of [first, second])
      expect((await call(who, tableId, '/sit', {})).statusCode).toBe(200);
    // The first to sit is on turn: packs blind, or sees and chaals before the other asks a show.
    if (ending === 'SHOW')
      for (const action of ['SEE', 'CHAAL'])
        expect((await act(first, tableId, action)).statusCode).toBe(200);
    const last = ending === 'PACK' ? act(first, tableId, 'PACK') : act(second, tableId, 'SHOW');
    const hand = body<TeenPattiTableState>(await last).value.hand!;
    expect(hand.state).toBe('FINISHED');
    for (const who of [first, second])
      expect((await call(who, tableId, '/stand', {})).statusCode).toBe(200);
    return hand;
  }
  const hands = (who: Player, query: Record<string, string> = {}) =>
    ctx.app.inject({ url: '/teenpatti/hands', query, headers: who.headers });
  const historyOf = async (who: Player, query: Record<string, string> = {}) =>
    body<TeenPattiHandHistory>(await hands(who, query)).value;
  const idsOf = (history: TeenPattiHandHistory) => history.list.map((item) => item.hand.id);

  it('lists only the finished hands the member played, newest first, a page at a time', async () => {
    const [a, b, c, d] = [await player(), await player(), await player(), await player()];
    const packed = await handBetween(a, b, 'PACK');
    const shown = await handBetween(a, c, 'SHOW');
    const without = await handBetween(b, c, 'PACK');
    // A hand a plays now is not listed until it is over.
    const playing = await table();
    for (const who of [a, d]) expect((await call(who, playing, '/sit', {})).statusCode).toBe(200);
    expect((await stateOf(a, playing)).hand?.state).toBe('PLAYING');

    const first = await historyOf(a, { limit: '1' });
    expect(idsOf(first)).toEqual([shown.id]);
    expect(first.nextBeforeId).toBe(shown.id);
    const second = await historyOf(a, { limit: '1', beforeId: first.nextBeforeId! });
    expect(idsOf(second)).toEqual([packed.id]);
    expect(second.nextBeforeId).toBeNull();
    const all = await historyOf(a);
    expect(idsOf(all)).toEqual([shown.id, packed.id]);
    expect(all.nextBeforeId).toBeNull();
    expect(idsOf(await historyOf(b))).toEqual([without.id, packed.id]);
    expect(await historyOf(d)).toEqual({ list: [], nextBeforeId: null });

    // Each hand as the member reads it alone (its seed revealed), with its table and its end.
    for (const item of all.list) {
      const alone = await ctx.app.inject({
        url: `/teenpatti/hands/${item.hand.id}`,
        headers: a.headers,
      });
      expect(item.hand).toEqual(body(alone).value);
      expect(serverSeedHash(item.hand.serverSeed!)).toBe(item.hand.serverSeedHash);
    }
    expect(all.list[0]).toMatchObject({
      tableName: expect.stringMatching(/^test table /),
      finishedAt: ctx.clock.now().toISOString(),
    });
    // Never another member's hole cards: after a pack before any show each player is shown only
    // their own; the show's cards are shown to both players, as at the table.
    const othersCards = (history: TeenPattiHandHistory, index: number) =>
      history.list[index]!.hand.players.filter((p) => !p.you).map((p) => p.cards);
    expect(othersCards(all, 1)).toEqual([null]);
    expect(othersCards(await historyOf(b), 1)).toEqual([null]);
    expect(all.list[0]!.hand.players.every((p) => p.cards?.length === 3)).toBe(true);
    expect(all.list[0]!.hand.players.map((p) => p.you)).toEqual([true, false]);
  });

  it('refuses a page size out of bounds, a bad cursor and no session, and pages another brand apart', async () => {
    const a = await player();
    const refusedQueries: Array<Record<string, string>> = [
      { limit: '0' },
      { limit: '51' },
      { beforeId: 'x' },
      { beforeId: '0' },
    ];
    for (const query of refusedQueries) {
      const refused = await hands(a, query);
      expect([refused.statusCode, body(refused).code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await ctx.app.inject({ url: '/teenpatti/hands', headers: BRAND1 })).statusCode).toBe(
      401,
    );
    const foreign = authed(await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2), BRAND2);
    const theirs = await ctx.app.inject({ url: '/teenpatti/hands', headers: foreign });
    expect(body(theirs).value).toEqual({ list: [], nextBeforeId: null });
  });
});

describe('the push', () => {
  it("sends each member the table as they may see it, and resumes from the table's state", async () => {
    const { tableId, a, b } = await twoAtATable();
    const stream = new SseClient(`${base}/teenpatti/tables/${tableId}/stream`, a.headers);
    const first = await stream.next('state');
    const opened = JSON.parse(first.data) as TeenPattiTableState;
    expect(opened.hand?.state).toBe('PLAYING');
    await act(a, tableId, 'SEE');
    await stream.until(() => stream.events.length >= 2);
    const seen = JSON.parse(stream.events[1]!.data) as TeenPattiTableState;
    expect(BigInt(seen.version)).toBeGreaterThan(BigInt(opened.version));
    expect(seen.hand?.players[0]?.cards).toHaveLength(3);
    expect(seen.hand?.players[1]?.cards).toBeNull();
    stream.close();
    // b's page resumes from what it last had: the current state at once, never a's cards.
    const resumed = new SseClient(`${base}/teenpatti/tables/${tableId}/stream`, {
      ...b.headers,
      'last-event-id': opened.version,
    });
    const caughtUp = JSON.parse((await resumed.next('state')).data) as TeenPattiTableState;
    expect(caughtUp.version).toBe(seen.version);
    expect(caughtUp.hand?.players.map((p) => p.cards)).toEqual([null, null]);
    resumed.close();
  });
});
