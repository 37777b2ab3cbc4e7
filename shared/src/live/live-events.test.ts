import { createEventBus, type EventBus } from '../bus/event-bus';
import type { MemberSession } from '../bus/topics';
import { startLiveEvents } from './live-events';

/** An EventSource double the test drives by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data?: unknown, lastEventId = '') {
    const event = { data: JSON.stringify(data ?? {}), lastEventId } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** BroadcastChannel double: delivers to every other channel of the same name. */
class FakeChannel {
  static open: FakeChannel[] = [];
  readonly listeners: Array<(event: MessageEvent) => void> = [];
  constructor(readonly name: string) {
    FakeChannel.open.push(this);
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.push(listener);
  }
  postMessage(data: unknown) {
    for (const channel of FakeChannel.open)
      if (channel !== this && channel.name === this.name)
        for (const listener of channel.listeners) listener({ data } as MessageEvent);
  }
  close() {
    FakeChannel.open = FakeChannel.open.filter((channel) => channel !== this);
  }
}

/** Web Locks double: one holder per name, the others queue. */
class FakeLocks {
  readonly held = new Map<string, Array<() => void>>();
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>) {
    return new Promise<void>((resolve, reject) => {
      const queue = this.held.get(name) ?? [];
      const start = () => {
        callback().then(() => {
          queue.shift();
          queue[0]?.();
          resolve();
        });
      };
      options.signal.addEventListener('abort', () => {
        const index = queue.indexOf(start);
        if (index > 0) {
          queue.splice(index, 1);
          reject(new Error('aborted'));
        }
      });
      queue.push(start);
      this.held.set(name, queue);
      if (queue.length === 1) start();
    });
  }
}

const member: MemberSession = {
  status: 'member',
  token: 'tok-1',
  account: 'demo_member',
  nickname: 'Rahim',
  isAgent: 0,
  merchantCode: 'PADMA',
};

let tickets = 0;
const fetchCalls: Array<{ url: string; headers: Record<string, string> }> = [];
let ticketStatus = 200;
const fetchImpl = jest.fn(async (url: string, init: { headers: Record<string, string> }) => {
  fetchCalls.push({ url, headers: init.headers });
  tickets += 1;
  return {
    ok: ticketStatus === 200,
    status: ticketStatus,
    json: async () => ({ value: { ticket: `ticket-${tickets}` } }),
  };
}) as unknown as typeof fetch;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function tab(bus: EventBus, extra: Partial<Parameters<typeof startLiveEvents>[0]> = {}) {
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const stop = startLiveEvents({
    apiBaseUrl: 'http://api.test/',
    bus,
    getMerchantCode: () => 'PADMA',
    fetchImpl,
    EventSourceImpl: FakeEventSource,
    BroadcastChannelImpl: FakeChannel,
    locks: null,
    backoff: { initialMs: 1_000, maxMs: 30_000 },
    schedule: (callback, ms) => timers.push({ callback, ms }),
    cancel: () => {},
    ...extra,
  });
  return { stop, timers };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  FakeChannel.open = [];
  fetchCalls.length = 0;
  tickets = 0;
  ticketStatus = 200;
});

describe('startLiveEvents', () => {
  it('streams from the page origin when the API is on it (apiBaseUrl "/")', async () => {
    const bus = createEventBus();
    const { stop } = tab(bus, { apiBaseUrl: '/' });
    bus.setState('session', member);
    await flush();
    expect(fetchCalls[0]!.url).toBe('/wps/live/ticket');
    expect(FakeEventSource.instances[0]!.url).toBe(
      `${window.location.origin}/wps/live/events?ticket=ticket-1`,
    );
    stop();
  });

  it('opens the stream after login with a ticket, never the token, and puts events on the bus', async () => {
    const bus = createEventBus();
    const { stop } = tab(bus);
    await flush();
    expect(FakeEventSource.instances).toHaveLength(0);

    bus.setState('session', member);
    await flush();
    expect(fetchCalls[0]).toEqual({
      url: 'http://api.test/wps/live/ticket',
      headers: { Authorization: 'Bearer tok-1', Merchant: 'PADMA' },
    });
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('http://api.test/wps/live/events?ticket=ticket-1');
    expect(source.url).not.toContain('tok-1');

    source.emit('balance', { sumBalance: 99.5, currencySymbol: '৳' }, '7');
    source.emit('unread', { messages: 3, promos: 1, missions: 0, rewards: 2 }, '8');
    expect(bus.current('balance')).toEqual({ sumBalance: 99.5, currencySymbol: '৳' });
    expect(bus.current('unread')).toEqual({ messages: 3, promos: 1, missions: 0, rewards: 2 });
    // An order changed state (an operator acted): the orders topic moves.
    source.emit('orders', { version: '9' }, '9');
    expect(bus.current('orders')).toEqual({ version: '9' });
    stop();
    expect(source.closed).toBe(true);
  });

  it('reconnects after an error with a fresh ticket and the last event id, backing off', async () => {
    const bus = createEventBus();
    const { stop, timers } = tab(bus);
    bus.setState('session', member);
    await flush();
    const first = FakeEventSource.instances[0]!;
    first.emit('balance', { sumBalance: 1, currencySymbol: '৳' }, '41');
    first.emit('error');
    expect(first.closed).toBe(true);
    expect(timers.map((t) => t.ms)).toEqual([1_000]);
    timers[0]!.callback();
    await flush();
    const second = FakeEventSource.instances[1]!;
    expect(second.url).toBe('http://api.test/wps/live/events?ticket=ticket-2&lastEventId=41');
    second.emit('error');
    expect(timers.map((t) => t.ms)).toEqual([1_000, 2_000]);
    stop();
  });

  it('stops for good on session-ended, on logout and when the ticket is refused', async () => {
    const bus = createEventBus();
    const ended = jest.fn();
    const { timers } = tab(bus, { onSessionEnded: ended });
    bus.setState('session', member);
    await flush();
    FakeEventSource.instances[0]!.emit('session-ended', { reason: 'logout' });
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    // The shell is told, so the tab logs out (a time-out taken in another tab ends this one).
    expect(ended).toHaveBeenCalledTimes(1);
    FakeEventSource.instances[0]!.emit('error');
    expect(timers).toHaveLength(0);

    bus.setState('session', { ...member, token: 'tok-2' });
    await flush();
    expect(FakeEventSource.instances).toHaveLength(2);
    bus.setState('session', { status: 'guest' });
    expect(FakeEventSource.instances[1]!.closed).toBe(true);
    // A logout here is no news to the shell.
    expect(ended).toHaveBeenCalledTimes(1);

    ticketStatus = 401;
    bus.setState('session', { ...member, token: 'tok-3' });
    await flush();
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(timers).toHaveLength(0);
    expect(ended).toHaveBeenCalledTimes(2);
  });

  it("streams in one tab and mirrors to the member's other tabs; the next tab takes over", async () => {
    const locks = new FakeLocks();
    const busA = createEventBus();
    const busB = createEventBus();
    const a = tab(busA, { locks });
    const b = tab(busB, { locks });
    busA.setState('session', member);
    busB.setState('session', member);
    await flush();
    expect(FakeEventSource.instances).toHaveLength(1);
    FakeEventSource.instances[0]!.emit('balance', { sumBalance: 12, currencySymbol: '৳' }, '3');
    expect(busB.current('balance')).toEqual({ sumBalance: 12, currencySymbol: '৳' });

    a.stop();
    await flush();
    await flush();
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]!.closed).toBe(false);
    FakeEventSource.instances[1]!.emit('unread', {
      messages: 1,
      promos: 0,
      missions: 0,
      rewards: 0,
    });
    expect(busB.current('unread').messages).toBe(1);
    b.stop();
  });
});
