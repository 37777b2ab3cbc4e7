import type { GamePage } from '../../src/services/games/gameCatalogueService.js';
import {
  GAME_PAGE_TTL_MS,
  GAMES_CHANGED_CHANNEL,
  GamePageCache,
} from '../../src/services/games/gamePageCache.js';
import { handSource } from '../support/handSource.js';
import { TestClock } from '../support/testApp.js';

const pageOf = (total: number): GamePage => ({
  games: [],
  total,
  totalPages: 1,
  pageNo: 1,
  pageSize: 14,
});

/** The games table: its current total, the loads made, and loads the test holds open or fails. */
function games() {
  let total = 1;
  let loads = 0;
  let held: { open: () => void; fail: () => void } | null = null;
  return {
    load: async (): Promise<GamePage> => {
      loads += 1;
      const page = pageOf(total);
      if (held) {
        await new Promise<void>((resolve, reject) => {
          held = { open: resolve, fail: () => reject(new Error('query failed')) };
        });
      }
      return page;
    },
    change: (next: number) => {
      total = next;
    },
    loads: () => loads,
    hold: () => {
      held = { open: () => {}, fail: () => {} };
    },
    release: () => {
      const gate = held!;
      held = null;
      gate.open();
    },
    failHeld: () => {
      const gate = held!;
      held = null;
      gate.fail();
    },
  };
}

let clock: TestClock;
let cache: GamePageCache;
let channel: ReturnType<typeof handSource>;
beforeEach(async () => {
  clock = new TestClock();
  cache = new GamePageCache(clock);
  channel = handSource(GAMES_CHANGED_CHANNEL);
  await cache.follow(channel.source);
});
afterEach(() => cache.close());

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Reads the page, lets it pass its time, and reads it again with the reload held open. */
async function reloadHeld(table: ReturnType<typeof games>) {
  await cache.page('k', table.load);
  clock.advance(GAME_PAGE_TTL_MS + 1);
  table.hold();
  await cache.page('k', table.load);
}

it('answers a page past its time while one reload runs, then the reloaded page', async () => {
  const table = games();
  expect((await cache.page('k', table.load)).total).toBe(1);
  table.change(2);
  clock.advance(GAME_PAGE_TTL_MS + 1);
  table.hold();
  // Nobody waits for the reload: the old page answers, and only one reload starts.
  expect((await cache.page('k', table.load)).total).toBe(1);
  expect((await cache.page('k', table.load)).total).toBe(1);
  expect(table.loads()).toBe(2);
  table.release();
  await settle();
  expect((await cache.page('k', table.load)).total).toBe(2);
  expect(table.loads()).toBe(2);
});

it('a change to the games during a reload drops the old page and the reload alike', async () => {
  const table = games();
  await reloadHeld(table);
  table.change(3);
  channel.announce('');
  table.release();
  await settle();
  // The reload began before the change, so what it read is not kept: the next request reads.
  expect((await cache.page('k', table.load)).total).toBe(3);
  expect(table.loads()).toBe(3);
});

it('a failed reload drops the page, and the next request reads again', async () => {
  const table = games();
  await reloadHeld(table);
  table.failHeld();
  await settle();
  table.change(4);
  expect((await cache.page('k', table.load)).total).toBe(4);
  expect(table.loads()).toBe(3);
});

it('waits for a first load that has not arrived, even past its time', async () => {
  const table = games();
  table.hold();
  const first = cache.page('k', table.load);
  clock.advance(GAME_PAGE_TTL_MS + 1);
  const second = cache.page('k', table.load);
  table.release();
  expect((await first).total).toBe(1);
  expect((await second).total).toBe(1);
  expect(table.loads()).toBe(1);
});
