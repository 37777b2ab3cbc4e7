import { createEventBus, getEventBus, type EventBus } from './event-bus';
import { testPermission } from '../testing/fixtures';
import { BUS_PROTOCOL_VERSION } from './protocol';

const GLOBAL_KEY = '__SITE_EVENT_BUS__';
type Holder = { [GLOBAL_KEY]?: EventBus };

afterEach(() => {
  delete (globalThis as Holder)[GLOBAL_KEY];
});

describe('state topics', () => {
  it('replay the current value to a subscriber that arrives late', () => {
    const bus = createEventBus();
    bus.setState('unread', { messages: 3, promos: 0, missions: 1, rewards: 0 });
    const seen: unknown[] = [];
    bus.state('unread').subscribe((value) => seen.push(value));
    expect(seen).toEqual([{ messages: 3, promos: 0, missions: 1, rewards: 0 }]);
  });

  it('start from the initial state and keep every subscriber up to date', () => {
    const bus = createEventBus();
    const early: string[] = [];
    bus.state('session').subscribe((value) => early.push(value.status));
    expect(bus.current('session')).toEqual({ status: 'guest' });
    bus.setState('session', {
      status: 'member',
      token: 't',
      account: 'a',
      nickname: 'n',
      isAgent: 0,
      merchantCode: 'm',
    });
    expect(early).toEqual(['guest', 'member']);
    expect(bus.current('session').status).toBe('member');
  });
});

describe('the brand topic', () => {
  it('is empty until the shell publishes the permission data, then replays it to every remote', () => {
    const bus = createEventBus();
    expect(bus.current('brand')).toBeNull();
    const permission = testPermission({ brandName: 'Padma Play' });
    bus.setState('brand', permission);
    const seen: unknown[] = [];
    bus.state('brand').subscribe((value) => seen.push(value));
    expect(seen).toEqual([permission]);
  });
});

describe('commands', () => {
  it('reach the subscribers listening when they are sent', () => {
    const bus = createEventBus();
    const received: unknown[] = [];
    bus.commands('open-login').subscribe((payload) => received.push(payload));
    bus.send('open-login', { reason: 'test' });
    expect(received).toEqual([{ reason: 'test' }]);
  });

  it('are not replayed to a subscriber that arrives late', () => {
    const bus = createEventBus();
    bus.send('open-login', { reason: 'before anyone listened' });
    const late = jest.fn();
    bus.commands('open-login').subscribe(late);
    expect(late).not.toHaveBeenCalled();
    bus.send('open-login', { reason: 'after' });
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ reason: 'after' });
  });

  it('of one topic do not reach listeners of another', () => {
    const bus = createEventBus();
    const agent = jest.fn();
    bus.commands('open-agent-centre').subscribe(agent);
    bus.send('open-member-centre', {});
    expect(agent).not.toHaveBeenCalled();
  });
});

describe('getEventBus', () => {
  it('returns one bus per page, kept in the global slot', () => {
    const first = getEventBus();
    expect(getEventBus()).toBe(first);
    expect((globalThis as Holder)[GLOBAL_KEY]).toBe(first);
    first.setState('balance', { sumBalance: 5, currencySymbol: '৳' });
    expect(getEventBus().current('balance').sumBalance).toBe(5);
  });

  it('adopts a bus of the same protocol major that another copy put on the page', () => {
    const other = {
      ...createEventBus(),
      protocolVersion: `${BUS_PROTOCOL_VERSION.split('.')[0]}.99.0`,
    };
    (globalThis as Holder)[GLOBAL_KEY] = other;
    expect(getEventBus()).toBe(other);
  });

  it('refuses, with a clear error, a bus of another protocol major already on the page', () => {
    const nextMajor = Number(BUS_PROTOCOL_VERSION.split('.')[0]) + 1;
    (globalThis as Holder)[GLOBAL_KEY] = {
      ...createEventBus(),
      protocolVersion: `${nextMajor}.0.0`,
    };
    expect(() => getEventBus()).toThrow(
      `Event bus protocol ${nextMajor}.0.0 is already on the page; this code needs ${BUS_PROTOCOL_VERSION}.`,
    );
  });
});
