import { EmptyState, ErrorState, SkeletonBlocks, useBusState, useTranslation } from '@site/shared';
import { Link } from '@site/shared/router';
import { useQuery } from '@tanstack/react-query';
import { TEEN_PATTI_NAMESPACE } from '../i18n/teen-patti-translations';
import { getTeenPattiTables } from '../resources/tables.resource';
import { TableFacts } from '../table-facts.component';

/** /teenpatti: the brand's tables, each with its seats taken and its rules, to open one. */
export function TablesList() {
  const { t } = useTranslation(TEEN_PATTI_NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const tables = useQuery(getTeenPattiTables.query());
  if (tables.isPending) return <SkeletonBlocks count={3} height={180} label={t('list.label')} />;
  if (tables.isError)
    return <ErrorState error={tables.error} onRetry={() => void tables.refetch()} />;
  if (tables.data.list.length === 0)
    return <EmptyState title={t('list.emptyTitle')} body={t('list.emptyBody')} />;
  return (
    <ul className="tp-list" aria-label={t('list.label')} data-testid="tp-tables">
      {tables.data.list.map((table) => (
        <li key={table.id} className="tp-list__table" data-testid={`tp-table-${table.id}`}>
          <div className="tp-list__head">
            <h2>{table.name}</h2>
            {table.playing && <span className="badge tp-list__live">{t('list.playing')}</span>}
            {table.paused && <span className="badge">{t('list.paused')}</span>}
          </div>
          <p className="tp-list__seats">
            {t('list.seated', { seated: table.seated, seats: table.seats })}
          </p>
          <TableFacts table={table} currencySymbol={currencySymbol} />
          <Link
            className="site-button site-button--primary"
            to={`/teenpatti?table=${encodeURIComponent(table.id)}`}
            aria-label={t('list.open', { name: table.name })}
          >
            {t('list.open', { name: table.name })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
