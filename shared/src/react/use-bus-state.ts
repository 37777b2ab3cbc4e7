import { useCallback, useSyncExternalStore } from 'react';
import { getEventBus } from '../bus/event-bus';
import type { StateTopics } from '../bus/topics';

/** Reads a state topic of the bus and re-renders on change. */
export function useBusState<K extends keyof StateTopics>(topic: K): StateTopics[K] {
  const bus = getEventBus();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.state(topic).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [bus, topic],
  );
  return useSyncExternalStore(subscribe, () => bus.current(topic));
}
