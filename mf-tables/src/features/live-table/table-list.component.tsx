import {
  EmptyState,
  ErrorState,
  formatMoney,
  formatNumber,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import type { LiveTableCard } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { LIVE_TABLE_NAMESPACE } from './i18n/live-table-translations';
import { LIVE_TABLE_CONFIG } from './live-table-config';
import { resultTone } from './result-text';
import { clockOffsetMs, phaseOf, secondsLeft } from './round-clock';
import { latestList } from './table-list-push';
import { getTables } from './tables.resource';
import { useServerNow } from './use-server-now';
import { useTableListStream } from './use-table-list-stream';

/** A table's last results on its card, newest first, as the list's push sent them. */
function LastResults({ table }: { table: LiveTableCard }) {
  const { t, i18n } = useTranslation(LIVE_TABLE_NAMESPACE);
  if (table.lastResults.length === 0) return <p className="lt-muted">{t('history.none')}</p>;
  return (
    <ol className="lt-results lt-results--small" aria-label={t('history.results')}>
      {table.lastResults.map((result) => (
        <li
          key={result.roundNo}
          className={`lt-mark lt-mark--${resultTone(table.game, result.winner)}`}
          data-round={result.roundNo}
        >
          {table.game === 'ROULETTE'
            ? formatNumber(Number(result.winner), i18n.language)
            : t(`roads.mark.${result.winner}`)}
        </li>
      ))}
    </ol>
  );
}

function TableCard({
  table,
  offsetMs,
  onOpen,
}: {
  table: LiveTableCard;
  offsetMs: number;
  onOpen: (code: string) => void;
}) {
  const { t, i18n } = useTranslation(LIVE_TABLE_NAMESPACE);
  const language = i18n.language;
  const { currencySymbol } = useBusState('balance');
  const now = useServerNow(offsetMs, 1000);
  const phase = phaseOf(table.round, now, table.paused);
  const seconds = secondsLeft(table.round, now);
  const min = Math.min(...table.limits.map((limit) => limit.min));
  const max = Math.max(...table.limits.map((limit) => limit.max));
  return (
    <li className="lt-card-item" data-table={table.code} data-round={table.round?.roundNo}>
      <button type="button" className="lt-tile" onClick={() => onOpen(table.code)}>
        <span className="lt-tile__game">{t(`games.${table.game}`)}</span>
        <strong className="lt-tile__name">{table.name[language === 'bn' ? 'bn' : 'en']}</strong>
        <span className="lt-muted">
          {t('limits', {
            min: formatMoney(min, currencySymbol, language),
            max: formatMoney(max, currencySymbol, language),
          })}
        </span>
        <span className="lt-tile__phase" data-phase={phase}>
          {t(`phase.${phase}`)}
          {(phase === 'BETTING' || phase === 'DEALING') && ` · ${formatNumber(seconds, language)}`}
        </span>
      </button>
      <LastResults table={table} />
    </li>
  );
}

/**
 * The brand's live tables and cockfights: game, limits, the round's state and countdown (ticking
 * here from the round's deadlines on the server's clock), last results. It follows the list's
 * push; only while the push is down does it read the list again, slowly.
 */
export function TableList({ onOpen }: { onOpen: (code: string) => void }) {
  const { t } = useTranslation(LIVE_TABLE_NAMESPACE);
  const { live, pushed } = useTableListStream();
  const tables = useQuery({
    ...getTables.query(),
    // Read at once whenever the push goes down, then every so often until it is back.
    staleTime: 0,
    enabled: !live,
    refetchInterval: LIVE_TABLE_CONFIG.listFallbackRefreshMs,
  });
  const shown = latestList(
    pushed,
    tables.data && { list: tables.data, receivedAt: tables.dataUpdatedAt },
  );
  if (!shown) {
    if (tables.isError)
      return <ErrorState error={tables.error} onRetry={() => void tables.refetch()} />;
    return <SkeletonBlocks count={4} height={140} label={t('loading')} />;
  }
  if (shown.list.list.length === 0)
    return <EmptyState title={t('list.empty')} body={t('list.emptyBody')} />;
  const offsetMs = clockOffsetMs(shown.list.serverTime, shown.receivedAt);
  return (
    <section className="lt-list" data-testid="live-table-list" data-live={live}>
      <h1>{t('list.title')}</h1>
      <ul className="lt-list__grid">
        {shown.list.list.map((table) => (
          <TableCard key={table.code} table={table} offsetMs={offsetMs} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}
