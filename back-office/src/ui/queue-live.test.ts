import { brandOf, parseQueueEvent, queueOfEndpoint, refreshesQueue } from './queue-live';
import { QueueLiveConnection } from './queue-live-connection';

describe('which queue an event asks again', () => {
  it('knows the list endpoints of the queues, nothing else', () => {
    expect(queueOfEndpoint(['api', 'GET', '/ops/deposits'])).toBe('deposits');
    expect(queueOfEndpoint(['api', 'GET', '/ops/points/redemptions'])).toBe('points');
    expect(queueOfEndpoint(['api', 'GET', '/ops/applications'])).toBe('applications');
    expect(queueOfEndpoint(['api', 'POST', '/ops/deposits'])).toBeNull();
    expect(queueOfEndpoint(['api', 'GET', '/ops/players'])).toBeNull();
  });

  it('reads only well-formed events', () => {
    expect(parseQueueEvent('{"queue":"deposits","merchantCode":"PADMA"}')).toEqual({
      queue: 'deposits',
      merchantCode: 'PADMA',
    });
    expect(parseQueueEvent('{"queue":"players","merchantCode":"PADMA"}')).toBeNull();
    expect(parseQueueEvent('{"queue":"deposits"}')).toBeNull();
    expect(parseQueueEvent('not json')).toBeNull();
    expect(parseQueueEvent('null')).toBeNull();
  });

  it("refreshes the queue of the event when it shows the event's brand or every brand", () => {
    const event = { queue: 'deposits', merchantCode: 'PADMA' } as const;
    expect(refreshesQueue(event, 'deposits', undefined)).toBe(true);
    expect(refreshesQueue(event, 'deposits', 'padma')).toBe(true);
    expect(refreshesQueue(event, 'deposits', 'MEGHNA')).toBe(false);
    expect(refreshesQueue(event, 'withdrawals', undefined)).toBe(false);
    expect(brandOf({ brand: 'PADMA', pageNo: 1 })).toBe('PADMA');
    expect(brandOf({ pageNo: 1 })).toBeUndefined();
  });
});

/** An EventSource the test drives. */
class FakeSource {
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(name: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data = '{}') {
    for (const listener of this.listeners.get(name) ?? [])
      listener({ data, lastEventId: '' } as MessageEvent<string>);
  }
  close() {
    this.closed = true;
  }
}

describe('the console stream', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const setUp = () => {
    const sources: FakeSource[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    let tickets = 0;
    const connection = new QueueLiveConnection({
      ticket: async () => `ticket-${++tickets}`,
      EventSourceImpl: class extends FakeSource {
        constructor(url: string) {
          super(url);
          sources.push(this);
        }
      },
      schedule: (run, ms) => timers.push({ run, ms }),
      cancel: () => undefined,
    });
    return { connection, sources, timers };
  };

  it('opens with a fresh ticket, hands queue events on, and reconnects with a new ticket', async () => {
    const { connection, sources, timers } = setUp();
    const events: string[] = [];
    let resyncs = 0;
    connection.subscribe({
      onEvent: (event) => events.push(`${event.queue}:${event.merchantCode}`),
      onResync: () => (resyncs += 1),
    });
    connection.start();
    await flush();
    expect(sources[0]!.url).toBe(`${location.origin}/ops/events?ticket=ticket-1`);
    expect(connection.state).toBe('connecting');
    sources[0]!.emit('ready');
    expect(connection.state).toBe('live');
    sources[0]!.emit('queue', '{"queue":"feedback","merchantCode":"MEGHNA"}');
    expect(events).toEqual(['feedback:MEGHNA']);

    sources[0]!.emit('error');
    expect(sources[0]!.closed).toBe(true);
    expect(connection.state).toBe('reconnecting');
    expect(timers).toHaveLength(1);
    timers[0]!.run();
    await flush();
    expect(sources[1]!.url).toBe(`${location.origin}/ops/events?ticket=ticket-2`);
    sources[1]!.emit('ready');
    expect(connection.state).toBe('live');
    // What changed while it was down is asked for at once.
    expect(resyncs).toBe(1);
    connection.stop();
    expect(sources[1]!.closed).toBe(true);
  });

  it('stops for good when the server ends the session', async () => {
    const { connection, sources, timers } = setUp();
    connection.start();
    await flush();
    sources[0]!.emit('ready');
    sources[0]!.emit('session-ended', '{"reason":"session-ended"}');
    expect(sources[0]!.closed).toBe(true);
    expect(connection.state).toBe('reconnecting');
    sources[0]!.emit('error');
    expect(timers).toHaveLength(0);
  });
});
