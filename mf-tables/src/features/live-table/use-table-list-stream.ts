import type { LiveTableCardChange, LiveTableList } from '@site/contracts';
import { readJson, useEventStream } from '@site/shared';
import { useState } from 'react';
import { type ReceivedList, withCard } from './table-list-push';

const LIST_STREAM = '/live/tables/stream';

/**
 * The brand's tables by push (`GET /live/tables/stream`): one stream for the whole list (a
 * browser holds six connections to an origin), the whole list first on every connection, then
 * each table's card as its rounds move. `live` is whether the stream is up and has sent its list.
 */
export function useTableListStream(): { live: boolean; pushed: ReceivedList | null } {
  const [live, setLive] = useState(false);
  const [pushed, setPushed] = useState<ReceivedList | null>(null);
  useEventStream(
    LIST_STREAM,
    {
      list: (data) => {
        const list = readJson<LiveTableList>(data);
        if (!list) return;
        setPushed({ list, receivedAt: Date.now() });
        setLive(true);
      },
      table: (data) => {
        const change = readJson<LiveTableCardChange>(data);
        if (!change) return;
        const receivedAt = Date.now();
        setPushed((current) => current && { list: withCard(current.list, change), receivedAt });
      },
    },
    { onDown: () => setLive(false) },
  );
  return { live, pushed };
}
