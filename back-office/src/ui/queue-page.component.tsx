import type { TableColumn, TablePage } from '@site/shared/ui';
import type { ReactNode } from 'react';
import { QueueFilters } from './queue-filters.component';
import { QueueHeader } from './queue-header.component';
import { QueryTable } from './query-table.component';
import type { QueuePageState } from './use-queue-page';

type QueuePageProps<Output, Row, Acting> = {
  /** The page's id: its heading is `${name}-title`. */
  name: string;
  title: string;
  /** useQueuePage's state. */
  state: QueuePageState<Output, Acting>;
  /** The operator's brands (merchant codes); null: every brand, typed. */
  brands: readonly string[] | null;
  /** Which of the filter bar's common filters the list call takes (QueueFilters). */
  filters?: { member?: boolean; age?: boolean; amounts?: 'money' | 'points' };
  /** The page's own filters (a status, a type), which apply as they change. */
  ownFilters?: ReactNode;
  /** The list call's answer as the table's page of rows. */
  rowsOf: (output: Output) => TablePage<Row>;
  caption: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  emptyTitle: string;
  emptyBody?: string;
  /** The dialog of the action under way, if any. */
  children?: ReactNode;
};

/**
 * A queue page's frame: the header (live state, last update, refresh), the filter bar, the last
 * action's notice and the paged table, with its loading, empty and error states. The page
 * brings its columns, its own filters and its action's dialog.
 */
export function QueuePage<Output, Row, Acting>({
  name,
  title,
  state,
  brands,
  filters,
  ownFilters,
  rowsOf,
  caption,
  columns,
  rowKey,
  emptyTitle,
  emptyBody,
  children,
}: QueuePageProps<Output, Row, Acting>) {
  const { queue, refresh, table } = state;
  return (
    <section className="queue" aria-labelledby={`${name}-title`}>
      <QueueHeader
        id={`${name}-title`}
        title={title}
        updatedAt={queue.dataUpdatedAt}
        refreshing={queue.isFetching}
        onRefresh={() => void refresh()}
      />
      <QueueFilters brands={brands} {...filters} onApply={state.applyFilter}>
        {ownFilters}
      </QueueFilters>
      {state.notice && (
        <p className="console-notice console-notice--success" role="status">
          {state.notice}
        </p>
      )}
      <QueryTable
        query={queue}
        rowsOf={rowsOf}
        table={table}
        caption={caption}
        columns={columns}
        rowKey={rowKey}
        emptyTitle={emptyTitle}
        emptyBody={emptyBody}
      />
      {children}
    </section>
  );
}
