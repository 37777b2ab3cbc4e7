import {
  type ApiError,
  COMMON_NAMESPACE,
  EmptyState,
  ErrorState,
  formatNumber,
  useTranslation,
} from '@site/shared';
import { useId, type ReactNode } from 'react';
import { nextSort, pageCount, pageRange, type TableSort } from './table-state';

export type TableColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server can sort by this column (its key is what the request sends). */
  sortable?: boolean;
  /** Amounts and counts line up at the end. */
  align?: 'start' | 'end';
};

/** One page of rows as the server returns it, with the total across all pages. */
export type TablePage<Row> = { rows: readonly Row[]; total: number };

type DataTableProps<Row> = {
  /** Names the table and its scroll area for assistive technology. */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The page on screen; null until the first one arrives. */
  data: TablePage<Row> | null;
  loading: boolean;
  error: ApiError | null;
  onRetry?: () => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /**
   * On a phone each row becomes a card of "header: value" lines instead of a table that
   * scrolls sideways (records whose amounts would sit off screen).
   */
  stackOnPhone?: boolean;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  emptyTitle?: string;
  emptyBody?: string;
};

const SKELETON_ROWS = 5;

/**
 * A server-side paged table: sortable headers (aria-sort), a pager in the reader's digits,
 * skeleton rows on the first load, the old rows dimmed while the next page loads, and an
 * empty or error state instead of the rows. On a phone it scrolls sideways inside its own
 * frame (focusable, so a keyboard can scroll it too); the page itself never scrolls sideways.
 */
export function DataTable<Row>({
  caption,
  columns,
  rowKey,
  data,
  loading,
  error,
  onRetry,
  page,
  pageSize,
  onPageChange,
  sort = null,
  onSortChange,
  emptyTitle,
  emptyBody,
  stackOnPhone = false,
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  const captionId = useId();
  const number = (value: number) => formatNumber(value, i18n.language);

  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (data && data.total === 0 && !loading)
    return <EmptyState title={emptyTitle ?? t('ui.table.empty')} body={emptyBody} />;

  const pages = data ? pageCount(data.total, pageSize) : 1;
  const range = data ? pageRange(page, pageSize, data.total) : null;
  const cellClass = (column: TableColumn<Row>) =>
    column.align === 'end' ? 'paged-table__cell--end' : undefined;

  return (
    <div className={stackOnPhone ? 'paged-table paged-table--stack' : 'paged-table'}>
      <div className="paged-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table aria-busy={loading || undefined}>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={cellClass(column)}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        className="paged-table__sort"
                        onClick={() => onSortChange(nextSort(sort, column.key))}
                      >
                        {column.header}
                        <span className="paged-table__sort-mark" aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {data
              ? data.rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={cellClass(column)}
                        data-label={stackOnPhone ? column.header : undefined}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))
              : Array.from({ length: Math.min(pageSize, SKELETON_ROWS) }, (_, index) => (
                  <tr key={index} aria-hidden="true" data-testid="skeleton-row">
                    {columns.map((column) => (
                      <td key={column.key}>
                        <span className="paged-table__skeleton" />
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      <p className="visually-hidden" role="status">
        {loading ? t('ui.table.loading') : ''}
      </p>
      {data && range && (
        <nav className="pager" aria-label={t('ui.table.pages')}>
          <p className="pager__status">
            {t('ui.table.range', {
              from: number(range.from),
              to: number(range.to),
              total: number(data.total),
            })}
          </p>
          <div className="pager__buttons">
            <button
              type="button"
              className="site-button"
              disabled={page <= 1 || loading}
              onClick={() => onPageChange(page - 1)}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('ui.table.previous')}</span>
            </button>
            <span className="pager__page" aria-live="polite">
              {t('ui.table.page', { page: number(page), pages: number(pages) })}
            </span>
            <button
              type="button"
              className="site-button"
              disabled={page >= pages || loading}
              onClick={() => onPageChange(page + 1)}
            >
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('ui.table.next')}</span>
            </button>
          </div>
        </nav>
      )}
    </div>
  );
}
