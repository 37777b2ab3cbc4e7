import { useConsoleTranslation } from '../i18n/translations';
import { formatClock } from './format';

/**
 * How often a queue asks again. Polling is the console's "live": the API pushes order changes
 * to members (server-sent events) but has no operator stream yet.
 */
export const QUEUE_POLL_MS = 10_000;

type QueueHeaderProps = {
  id: string;
  title: string;
  /** When the queue's list last arrived (0: not yet). */
  updatedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
};

/** A queue's title with when it last updated by itself, and a button to ask now. */
export function QueueHeader({ id, title, updatedAt, refreshing, onRefresh }: QueueHeaderProps) {
  const { t, i18n } = useConsoleTranslation();
  return (
    <header className="queue__header">
      <h1 id={id}>{title}</h1>
      <p className="queue__live" aria-live="off">
        {t('queue.live', {
          seconds: QUEUE_POLL_MS / 1000,
          time: updatedAt ? formatClock(updatedAt, i18n.language) : '—',
        })}
        <button type="button" className="link-button" onClick={onRefresh} disabled={refreshing}>
          {t('queue.refresh')}
        </button>
      </p>
    </header>
  );
}
