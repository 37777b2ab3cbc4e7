import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { liveTicket } from '../../ui/live-ticket.resource';
import { QueueLiveConnection } from '../../ui/queue-live-connection';
import { QueueLiveContext } from '../../ui/queue-live-context';
import { holdsRole, sessionAtom } from '../session/operator-session';

const browserDeps = () => ({ ticket: async () => (await liveTicket()).ticket });

/**
 * One stream of queue changes for the whole console (its queues subscribe to it), opened for
 * each whole session of an operator with a queue (finance, support) and closed when it ends.
 */
export function QueueLiveProvider({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const [connection, setConnection] = useState<QueueLiveConnection | null>(null);
  const token =
    session &&
    session.operator.secondFactor !== 'enrolment-required' &&
    (holdsRole(session.operator, 'finance') || holdsRole(session.operator, 'support'))
      ? session.token
      : null;
  useEffect(() => {
    // Without EventSource (an old browser, a test's DOM) the queues poll.
    if (!token || typeof EventSource === 'undefined') return;
    const opened = new QueueLiveConnection(browserDeps());
    opened.start();
    setConnection(opened);
    return () => {
      opened.stop();
      setConnection(null);
    };
  }, [token]);
  return <QueueLiveContext.Provider value={connection}>{children}</QueueLiveContext.Provider>;
}
