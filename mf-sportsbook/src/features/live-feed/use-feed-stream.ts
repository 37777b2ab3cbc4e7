import { callsUnder, readJson, useEventStream } from '@site/shared';
import type { SportsEvent, SportsFeedChange } from '@site/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { applyToEvent, applyToEvents } from './apply-feed-change';

/**
 * The page's one connection to the feed's push (`GET /sportsbook/stream`, server-sent events),
 * read from the page's origin, whose server passes `/sportsbook/` on to the API. Each change is
 * applied to every cached answer of `/sportsbook/events…` (lists and event pages), then handed
 * to `onChange` (the bet slip follows its selections' prices and states). A connection lost is
 * opened again after a growing pause with `?after=` the last change number; `reset` (the resume
 * point is too old) and an event that went live or ended reload the lists.
 */
export function useFeedStream(onChange: (change: SportsFeedChange) => void) {
  const queryClient = useQueryClient();
  const reload = () =>
    void queryClient.invalidateQueries({ predicate: callsUnder('/sportsbook/').predicate });

  const apply = (change: SportsFeedChange) => {
    let statusMoved = false;
    queryClient.setQueriesData<unknown>(callsUnder('/sportsbook/events'), (cached: unknown) => {
      if (!cached || typeof cached !== 'object') return cached;
      const known: SportsEvent[] =
        'list' in cached ? (cached as { list: SportsEvent[] }).list : [cached as SportsEvent];
      statusMoved ||= change.events.some((e) =>
        known.some((event) => event.id === e.id && event.status !== e.status),
      );
      return 'list' in cached
        ? applyToEvents(cached as { list: SportsEvent[] }, change)
        : applyToEvent(cached as SportsEvent, change);
    });
    if (statusMoved) reload();
    onChange(change);
  };

  useEventStream(
    '/sportsbook/stream',
    {
      change: (data) => {
        const change = readJson<SportsFeedChange>(data);
        if (change) apply(change);
      },
      reset: reload,
      // Carries the feed's change number at connection: a drop before any change resumes there.
      ready: () => undefined,
    },
    { resumeParam: 'after' },
  );
}
