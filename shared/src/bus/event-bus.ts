import { BehaviorSubject, Observable, Subject } from 'rxjs';
import { BUS_PROTOCOL_VERSION } from './protocol';
import { CommandTopics, INITIAL_STATE, StateTopics } from './topics';

export interface EventBus {
  readonly protocolVersion: string;
  /** State topics replay their current value to every new subscriber. */
  state<K extends keyof StateTopics>(topic: K): Observable<StateTopics[K]>;
  current<K extends keyof StateTopics>(topic: K): StateTopics[K];
  setState<K extends keyof StateTopics>(topic: K, value: StateTopics[K]): void;
  /** Commands reach only those listening when they are sent. */
  commands<K extends keyof CommandTopics>(topic: K): Observable<CommandTopics[K]>;
  send<K extends keyof CommandTopics>(
    topic: K,
    ...payload: CommandTopics[K] extends void ? [] : [CommandTopics[K]]
  ): void;
}

export function createEventBus(): EventBus {
  const states = {
    session: new BehaviorSubject(INITIAL_STATE.session),
    balance: new BehaviorSubject(INITIAL_STATE.balance),
    unread: new BehaviorSubject(INITIAL_STATE.unread),
    orders: new BehaviorSubject(INITIAL_STATE.orders),
    brand: new BehaviorSubject(INITIAL_STATE.brand),
  } satisfies { [K in keyof StateTopics]: BehaviorSubject<StateTopics[K]> };
  const commandSubjects = new Map<keyof CommandTopics, Subject<unknown>>();
  const commandSubject = (topic: keyof CommandTopics) => {
    let subject = commandSubjects.get(topic);
    if (!subject) {
      subject = new Subject<unknown>();
      commandSubjects.set(topic, subject);
    }
    return subject;
  };
  const subjectOf = <K extends keyof StateTopics>(topic: K) =>
    states[topic] as unknown as BehaviorSubject<StateTopics[K]>;

  return {
    protocolVersion: BUS_PROTOCOL_VERSION,
    state: (topic) => subjectOf(topic).asObservable(),
    current: (topic) => subjectOf(topic).getValue(),
    setState: (topic, value) => subjectOf(topic).next(value),
    commands: <K extends keyof CommandTopics>(topic: K) =>
      commandSubject(topic).asObservable() as Observable<CommandTopics[K]>,
    send: (topic, ...payload) => commandSubject(topic).next(payload[0]),
  };
}

const GLOBAL_KEY = '__SITE_EVENT_BUS__';
type BusHolder = { [GLOBAL_KEY]?: EventBus };

/**
 * The one bus of the page. Module Federation shares this package as a singleton, so the module
 * state alone would do; the global slot also catches a copy bundled by mistake, and refuses it
 * loudly if its protocol major differs.
 */
export function getEventBus(): EventBus {
  const holder = globalThis as BusHolder;
  const existing = holder[GLOBAL_KEY];
  if (existing) {
    if (existing.protocolVersion.split('.')[0] !== BUS_PROTOCOL_VERSION.split('.')[0]) {
      throw new Error(
        `Event bus protocol ${existing.protocolVersion} is already on the page; this code needs ${BUS_PROTOCOL_VERSION}.`,
      );
    }
    return existing;
  }
  const bus = createEventBus();
  holder[GLOBAL_KEY] = bus;
  return bus;
}
