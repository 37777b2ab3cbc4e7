import { useConsoleTranslation } from '../i18n/translations';
import { formatClock } from './format';
import { useQueueLive } from './queue-live-context';

type QueueHeaderProps = {
  id: string;
  title: string;
  /** When the queue's list last arrived (0: not yet). */
  updatedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
};

/**
 * A queue's title with whether it updates live (the console's stream is up) or is reconnecting
 * (it then asks every minute), when it last updated, and a button to ask now.
 */
export function QueueHeader({ id, title, updatedAt, refreshing, onRefresh }: QueueHeaderProps) {
  const { t, i18n } = useConsoleTranslation();
  const { state } = useQueueLive();
  return (
    <header className="queue__header">
      <h1 id={id}>{title}</h1>
      <p className="queue__live">
        <span
          className={`queue__live-state queue__live-state--${state}`}
          aria-live="polite"
          title={t(`queue.liveHint.${state}`)}
          data-live-state={state}
        >
          {t(`queue.liveState.${state}`)}
        </span>
        <span>
          {t('queue.updated', {
            time: updatedAt ? formatClock(updatedAt, i18n.language) : '—',
          })}
        </span>
        <button type="button" className="link-button" onClick={onRefresh} disabled={refreshing}>
          {t('queue.refresh')}
        </button>
      </p>
    </header>
  );
}
