import { openEventStream, readJson } from './event-stream';

type Listener = (event: MessageEvent<string>) => void;

/** EventSources the stream opened, each with its address and listeners. */
class FakeSource {
  static opened: FakeSource[] = [];
  readonly listeners = new Map<string, Listener[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '', lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? [])
      listener({ data, lastEventId } as MessageEvent<string>);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('openEventStream', () => {
  beforeEach(() => {
    FakeSource.opened = [];
  });

  it('connects with a fresh ticket each time and resumes from the last event id', async () => {
    let tickets = 0;
    const timers: Array<{ run: () => void; ms: number }> = [];
    const messages: unknown[] = [];
    const stop = openEventStream({
      url: 'http://site.test/teenpatti/tables/7/stream',
      on: {
        state: (data) => {
          const message = readJson<{ version: string }>(data);
          if (message) messages.push(message);
        },
      },
      getTicket: async () => `ticket-${(tickets += 1)}`,
      EventSourceImpl: FakeSource,
      backoff: { initialMs: 100, maxMs: 300 },
      schedule: (run, ms) => timers.push({ run, ms }),
    });
    await settle();
    const first = FakeSource.opened[0]!;
    expect(first.url).toBe('http://site.test/teenpatti/tables/7/stream?ticket=ticket-1');
    first.emit('state', '{"version":"12"}', '12');
    // A message that cannot be read is skipped by its reader; the stream still resumes after it.
    first.emit('state', 'not json', '13');
    expect(messages).toEqual([{ version: '12' }]);

    first.emit('error');
    expect(first.closed).toBe(true);
    expect(timers.map((timer) => timer.ms)).toEqual([100]);
    timers[0]!.run();
    await settle();
    expect(FakeSource.opened[1]!.url).toBe(
      'http://site.test/teenpatti/tables/7/stream?ticket=ticket-2&lastEventId=13',
    );
    FakeSource.opened[1]!.emit('error');
    timers[1]!.run();
    await settle();
    FakeSource.opened[2]!.emit('error');
    timers[2]!.run();
    await settle();
    FakeSource.opened[3]!.emit('error');
    // The pause doubles up to its maximum, and starts again once a connection opens.
    expect(timers.map((timer) => timer.ms)).toEqual([100, 200, 300, 300]);
    timers[3]!.run();
    await settle();
    FakeSource.opened[4]!.emit('open');
    FakeSource.opened[4]!.emit('error');
    expect(timers.at(-1)!.ms).toBe(100);

    stop();
    timers.at(-1)!.run();
    await settle();
    expect(FakeSource.opened).toHaveLength(5);
  });

  it('tries again later when no ticket can be had, and stops for good', async () => {
    const timers: Array<() => void> = [];
    const cancelled: unknown[] = [];
    const stop = openEventStream({
      url: 'http://site.test/stream',
      on: { state: () => undefined },
      getTicket: () => Promise.reject(new Error('offline')),
      EventSourceImpl: FakeSource,
      schedule: (run) => timers.push(run),
      cancel: (handle) => cancelled.push(handle),
    });
    await settle();
    expect(FakeSource.opened).toHaveLength(0);
    expect(timers).toHaveLength(1);
    stop();
    expect(cancelled).toHaveLength(1);
  });

  it('stops for good, and says so, when the session buys no ticket', async () => {
    const ended = jest.fn();
    const timers: Array<() => void> = [];
    openEventStream({
      url: 'http://site.test/stream',
      on: {},
      getTicket: async () => null,
      onEnded: ended,
      EventSourceImpl: FakeSource,
      schedule: (run) => timers.push(run),
    });
    await settle();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(FakeSource.opened).toHaveLength(0);
    expect(timers).toHaveLength(0);
  });

  it('opens a public stream without a ticket and resumes in the parameter the server reads', async () => {
    const timers: Array<() => void> = [];
    const down = jest.fn();
    const stop = openEventStream({
      url: 'http://site.test/sportsbook/stream',
      on: { change: () => undefined },
      resumeParam: 'after',
      onDown: down,
      EventSourceImpl: FakeSource,
      schedule: (run) => timers.push(run),
    });
    await settle();
    expect(FakeSource.opened[0]!.url).toBe('http://site.test/sportsbook/stream');
    FakeSource.opened[0]!.emit('change', '{}', '88');
    FakeSource.opened[0]!.emit('error');
    expect(down).toHaveBeenCalledTimes(1);
    timers[0]!();
    await settle();
    expect(FakeSource.opened[1]!.url).toBe('http://site.test/sportsbook/stream?after=88');
    // A late event of the closed source changes nothing.
    FakeSource.opened[0]!.emit('change', '{}', '99');
    FakeSource.opened[1]!.emit('error');
    timers[1]!();
    await settle();
    expect(FakeSource.opened[2]!.url).toBe('http://site.test/sportsbook/stream?after=88');
    stop();
  });

  it('spreads each pause by its jitter', async () => {
    const timers: number[] = [];
    const draws = [0, 1];
    openEventStream({
      url: 'http://site.test/stream',
      on: {},
      EventSourceImpl: FakeSource,
      backoff: { initialMs: 1_000, maxMs: 30_000, jitter: 0.2 },
      random: () => draws.shift() ?? 0.5,
      schedule: (_run, ms) => timers.push(ms),
    });
    await settle();
    FakeSource.opened[0]!.emit('error');
    expect(timers).toEqual([800]);
  });
});
