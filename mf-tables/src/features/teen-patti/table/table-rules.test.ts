import { hand, player, tableState } from '../../../testing/teen-patti-fixtures';
import {
  closedForNow,
  announcements,
  legalActions,
  seatPlacement,
  seatViews,
  secondsLeft,
  tableReducer,
  waitsForOthers,
  walletMark,
} from './table-rules';

const actions = (state: ReturnType<typeof tableState>) =>
  legalActions(state).map((option) => [option.action, option.cost]);

describe('tableReducer', () => {
  it('takes the first state and every newer or equal version', () => {
    const first = tableState({ version: '10' });
    expect(tableReducer(null, first)).toBe(first);
    const newer = tableState({ version: '11' });
    expect(tableReducer(first, newer)).toBe(newer);
    const again = tableState({ version: '11' });
    expect(tableReducer(newer, again)).toBe(again);
  });

  it('keeps a newer state when an older one arrives late (versions compared as numbers)', () => {
    const newer = tableState({ version: '100' });
    expect(tableReducer(newer, tableState({ version: '99' }))).toBe(newer);
  });
});

describe('seatViews', () => {
  it('lists every seat: empty, ready, sitting out and the players of the hand', () => {
    const state = tableState({
      seats: [
        { seat: 0, name: 'ra***im', you: true, ready: true },
        { seat: 1, name: 'ka***im', you: false, ready: true },
        { seat: 3, name: 'jo***na', you: false, ready: false },
        { seat: 4, name: 'mi***la', you: false, ready: true },
      ],
      hand: hand({
        players: [
          player(0, {
            you: true,
            status: 'SEEN',
            cards: ['AS', 'KS', 'QS'],
            handCategory: 'PURE_SEQUENCE',
            staked: 3,
          }),
          player(1, { status: 'PACKED' }),
        ],
        turnSeat: 0,
      }),
    });
    const views = seatViews(state);
    expect(views.map((view) => [view.seat, view.status, view.cards.length])).toEqual([
      [0, 'SEEN', 3],
      [1, 'PACKED', 0],
      [2, 'EMPTY', 0],
      [3, 'SITTING_OUT', 0],
      [4, 'WAITING', 0],
    ]);
    expect(views[0]).toMatchObject({
      you: true,
      staked: 3,
      waitedFor: true,
      handCategory: 'PURE_SEQUENCE',
    });
    expect(views[1]).toMatchObject({ name: 'ka***im', waitedFor: false });
  });

  it('shows a blind player three cards face down', () => {
    const views = seatViews(tableState({ hand: hand() }));
    expect(views[1]!.cards).toEqual([null, null, null]);
  });

  it('waits for the asked player of a side show, not the one on turn', () => {
    const state = tableState({ hand: hand({ turnSeat: 0, sideShow: { fromSeat: 0, toSeat: 1 } }) });
    expect(seatViews(state).map((view) => view.waitedFor)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('keeps a finished hand on show for the seats still taken, with its winner', () => {
    const finished = hand({
      state: 'FINISHED',
      turnSeat: null,
      turnDeadline: null,
      winnerSeat: 1,
      endedBy: 'SHOW',
      players: [
        player(0, {
          you: true,
          status: 'PACKED',
          cards: ['2C', '5D', '9H'],
          handCategory: 'HIGH_CARD',
        }),
        player(1, { status: 'SEEN', cards: ['AH', 'AD', '3C'], handCategory: 'PAIR' }),
      ],
    });
    const views = seatViews(tableState({ hand: finished }));
    expect(views[1]).toMatchObject({
      winner: true,
      cards: ['AH', 'AD', '3C'],
      handCategory: 'PAIR',
    });
    expect(views[0]).toMatchObject({ winner: false, cards: ['2C', '5D', '9H'] });
    // The winner stood up: the seat is empty again.
    const left = seatViews(
      tableState({ hand: finished, seats: [{ seat: 0, name: 'ra***im', you: true, ready: true }] }),
    );
    expect(left[1]).toMatchObject({ status: 'EMPTY', winner: false });
  });
});

describe('legalActions', () => {
  it('offers a blind player on turn: see, blind at 1x and 2x, pack and a show with two left', () => {
    expect(actions(tableState({ hand: hand() }))).toEqual([
      ['SEE', 0],
      ['CHAAL', 1],
      ['RAISE', 2],
      ['PACK', 0],
      ['SHOW', 1],
    ]);
  });

  it('offers only seeing the cards while another player is on turn', () => {
    expect(actions(tableState({ hand: hand({ turnSeat: 1 }) }))).toEqual([['SEE', 0]]);
    const seen = hand({
      turnSeat: 1,
      players: [player(0, { you: true, status: 'SEEN' }), player(1)],
    });
    expect(actions(tableState({ hand: seen }))).toEqual([]);
  });

  it('drops the raise that would lift the stake over the cap', () => {
    const atCap = tableState({ hand: hand({ stake: 64, yourChaal: 64, yourRaise: 128 }) });
    expect(actions(atCap).map(([action]) => action)).toEqual([
      'SEE',
      'CHAAL',
      'RAISE',
      'PACK',
      'SHOW',
    ]);
    const overCap = tableState({
      hand: hand({ stake: 64.01, yourChaal: 64.01, yourRaise: 128.02 }),
    });
    expect(actions(overCap).map(([action]) => action)).toEqual(['SEE', 'CHAAL', 'PACK', 'SHOW']);
  });

  it('offers a blind player at the blind limit no blind chaal or raise: see, pack or a show', () => {
    const atLimit = (blindChaals: number) =>
      tableState({
        hand: hand({ players: [player(0, { you: true, blindChaals }), player(1)] }),
      });
    expect(actions(atLimit(3)).map(([action]) => action)).toEqual([
      'SEE',
      'CHAAL',
      'RAISE',
      'PACK',
      'SHOW',
    ]);
    expect(actions(atLimit(4)).map(([action]) => action)).toEqual(['SEE', 'PACK', 'SHOW']);
    const seenAfterLimit = tableState({
      hand: hand({
        players: [player(0, { you: true, status: 'SEEN', blindChaals: 4 }), player(1)],
        yourChaal: 2,
        yourRaise: 4,
      }),
    });
    expect(actions(seenAfterLimit).map(([action]) => action)).toEqual([
      'CHAAL',
      'RAISE',
      'PACK',
      'SHOW',
    ]);
  });

  it('offers a side show with three or more left when both the member and the previous player have seen', () => {
    const three = (previous: 'SEEN' | 'BLIND') =>
      tableState({
        seats: [0, 1, 2].map((seat) => ({ seat, name: `p${seat}`, you: seat === 1, ready: true })),
        yourSeat: 1,
        hand: hand({
          turnSeat: 1,
          yourChaal: 2,
          yourRaise: 4,
          players: [
            player(0, { status: previous }),
            player(1, { you: true, status: 'SEEN' }),
            player(2, { status: 'BLIND' }),
          ],
        }),
      });
    expect(actions(three('SEEN'))).toEqual([
      ['CHAAL', 2],
      ['RAISE', 4],
      ['PACK', 0],
      ['SIDE_SHOW', 2],
    ]);
    expect(actions(three('BLIND')).map(([action]) => action)).toEqual(['CHAAL', 'RAISE', 'PACK']);
  });

  it('skips packed players to find the one a side show asks', () => {
    const state = tableState({
      yourSeat: 2,
      hand: hand({
        turnSeat: 2,
        players: [
          player(0, { status: 'SEEN' }),
          player(1, { status: 'PACKED' }),
          player(2, { you: true, status: 'SEEN' }),
          player(3, { status: 'BLIND' }),
        ],
      }),
    });
    expect(actions(state).map(([action]) => action)).toContain('SIDE_SHOW');
  });

  it('offers the asked player of a side show its answer only', () => {
    const state = tableState({
      hand: hand({
        turnSeat: 1,
        sideShow: { fromSeat: 1, toSeat: 0 },
        players: [
          player(0, { you: true, status: 'SEEN' }),
          player(1, { status: 'SEEN' }),
          player(2),
        ],
      }),
    });
    expect(actions(state)).toEqual([
      ['SIDE_SHOW_ACCEPT', 0],
      ['SIDE_SHOW_REFUSE', 0],
    ]);
  });

  it('offers nothing to a packed player, a watcher or after the hand', () => {
    expect(
      actions(
        tableState({
          hand: hand({ players: [player(0, { you: true, status: 'PACKED' }), player(1)] }),
        }),
      ),
    ).toEqual([]);
    expect(actions(tableState({ hand: hand({ players: [player(0), player(1)] }) }))).toEqual([]);
    expect(actions(tableState({ hand: hand({ state: 'FINISHED' }) }))).toEqual([]);
    expect(actions(tableState())).toEqual([]);
  });
});

describe('seatPlacement', () => {
  it('puts the member at the bottom and the others clockwise', () => {
    expect(seatPlacement(2, 4, 2)).toEqual({ x: 50, y: 90 });
    expect(seatPlacement(3, 4, 2)).toEqual({ x: 8, y: 50 });
    expect(seatPlacement(0, 4, 2)).toEqual({ x: 50, y: 10 });
    expect(seatPlacement(1, 4, 2)).toEqual({ x: 92, y: 50 });
  });

  it('puts seat 0 at the bottom for a member not seated', () => {
    expect(seatPlacement(0, 2, null)).toEqual({ x: 50, y: 90 });
    expect(seatPlacement(1, 2, null)).toEqual({ x: 50, y: 10 });
  });
});

describe('waitsForOthers', () => {
  it('is true for a seated member while fewer than two are ready and no hand is in play', () => {
    const alone = tableState({ seats: [{ seat: 0, name: 'ra***im', you: true, ready: true }] });
    expect(waitsForOthers(alone)).toBe(true);
    expect(waitsForOthers(tableState())).toBe(false);
    expect(waitsForOthers(tableState({ ...alone, yourSeat: null }))).toBe(false);
    expect(waitsForOthers(tableState({ ...alone, hand: hand() }))).toBe(false);
  });

  it('is false at a closed table: nobody is dealt in there, however many are ready', () => {
    const alone = tableState({ seats: [{ seat: 0, name: 'ra***im', you: true, ready: true }] });
    expect(waitsForOthers({ ...alone, table: { ...alone.table, paused: true } })).toBe(false);
  });
});

describe('closedForNow', () => {
  const closed = (overrides: Parameters<typeof tableState>[0] = {}) => {
    const state = tableState(overrides);
    return { ...state, table: { ...state.table, paused: true } };
  };

  it('says so once the hand in play when the table closed is over, not before', () => {
    expect(closedForNow(closed())).toBe(true);
    expect(closedForNow(closed({ hand: hand() }))).toBe(false);
    expect(closedForNow(closed({ hand: hand({ state: 'FINISHED' }) }))).toBe(true);
    expect(closedForNow(tableState())).toBe(false);
  });
});

describe('walletMark', () => {
  it('moves when the member is dealt in, pays, and when their hand ends', () => {
    const dealt = tableState({ hand: hand() });
    const paid = tableState({
      hand: hand({ players: [player(0, { you: true, staked: 2 }), player(1)] }),
    });
    const over = tableState({
      hand: hand({ state: 'FINISHED', players: [player(0, { you: true, staked: 2 }), player(1)] }),
    });
    const marks = [tableState(), dealt, paid, over].map(walletMark);
    expect(marks[0]).toBeNull();
    expect(new Set(marks).size).toBe(4);
    // Another player's chaal moves no money of the member's.
    const theirs = tableState({
      hand: hand({ players: [player(0, { you: true }), player(1, { staked: 5 })] }),
    });
    expect(walletMark(theirs)).toBe(walletMark(dealt));
    expect(walletMark(tableState({ hand: hand({ players: [player(0), player(1)] }) }))).toBeNull();
  });
});

describe('announcements', () => {
  const now = Date.parse('2026-12-07T05:00:00Z');
  const deadline = new Date(now + 30_000).toISOString();

  it('says nothing for the first state the page shows', () => {
    expect(announcements(null, tableState({ hand: hand() }), now)).toEqual([]);
  });

  it('says a new hand was dealt, and when the turn comes to the member', () => {
    const before = tableState();
    const dealt = tableState({ hand: hand({ turnSeat: 0, turnDeadline: deadline }) });
    expect(announcements(before, dealt, now)).toEqual([
      { key: 'dealt', values: { handNo: 3 } },
      { key: 'yourTurn', values: { seconds: 30 } },
    ]);
    // The same turn again (another player's chaal did not pass it) is not said twice.
    expect(
      announcements(
        dealt,
        tableState({ version: '11', hand: hand({ turnDeadline: deadline }) }),
        now,
      ),
    ).toEqual([]);
  });

  it('says who asks the member for a side show', () => {
    const before = tableState({ hand: hand({ turnSeat: 1 }) });
    const asked = tableState({ hand: hand({ turnSeat: 1, sideShow: { fromSeat: 1, toSeat: 0 } }) });
    expect(announcements(before, asked, now)).toEqual([
      { key: 'sideShowAsked', values: { name: 'ka***im' } },
    ]);
  });

  it('says the winner and the payout once when the hand ends', () => {
    const playing = tableState({ hand: hand({ turnSeat: 1, pot: 10 }) });
    const theyWon = tableState({
      hand: hand({ state: 'FINISHED', pot: 10, rake: 0.5, winnerSeat: 1, turnSeat: null }),
    });
    expect(announcements(playing, theyWon, now)).toEqual([
      { key: 'won', values: { name: 'ka***im', pot: 9.5 } },
    ]);
    expect(announcements(theyWon, theyWon, now)).toEqual([]);
    const youWon = tableState({
      hand: hand({ state: 'FINISHED', pot: 10, rake: 0.5, winnerSeat: 0, turnSeat: null }),
    });
    expect(announcements(playing, youWon, now)).toEqual([{ key: 'youWon', values: { pot: 9.5 } }]);
  });
});

describe('secondsLeft', () => {
  it('rounds up to whole seconds and stops at 0', () => {
    const now = 1_000_000;
    expect(secondsLeft(new Date(now + 4_200).toISOString(), now)).toBe(5);
    expect(secondsLeft(new Date(now - 1).toISOString(), now)).toBe(0);
    expect(secondsLeft(null, now)).toBe(0);
  });
});
