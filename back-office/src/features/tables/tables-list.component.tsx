import type { ApiError } from '@site/shared';
import { DataTable, type TableColumn } from '@site/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { RowActions } from '../../ui/row-actions.component';
import type { TableState } from './table-drafts';

/** The console reads the tables again this often: a pausing table shows closed by itself. */
export const TABLES_REFRESH_MS = 5_000;

/** A kind of table's list: every table of the brand in one table, with its states. */
export function TablesList<Row extends { id: string }>({
  caption,
  query,
  columns,
  emptyTitle,
}: {
  caption: string;
  query: UseQueryResult<{ list: Row[] }, ApiError>;
  columns: readonly TableColumn<Row>[];
  emptyTitle: string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rowKey={(table) => table.id}
      data={query.data ? { rows: query.data.list, total: query.data.list.length } : null}
      loading={query.isPending}
      error={query.isError && !query.data ? query.error : null}
      onRetry={() => void query.refetch()}
      page={1}
      pageSize={100}
      onPageChange={() => undefined}
      emptyTitle={emptyTitle}
      stackOnPhone
    />
  );
}

/** The column of a table's state: open, pausing (its round or hand finishing) or closed. */
export const stateColumn = <Row,>(
  t: TFunction,
  stateOf: (table: Row) => TableState,
): TableColumn<Row> => ({
  key: 'state',
  header: t('tables.columns.state'),
  cell: (table) => {
    const state = stateOf(table);
    return (
      <span className={`tables__state tables__state--${state}`} data-state={state}>
        {t(`tables.states.${state}`)}
      </span>
    );
  },
});

/** The admin's buttons of a table: pause or resume, and the edit of its terms. */
export const actionsColumn = <Row extends { paused: boolean }>(
  t: TFunction,
  actions: {
    nameOf: (table: Row) => string;
    editLabel: string;
    onPause: (table: Row) => void;
    onEdit: (table: Row) => void;
  },
): TableColumn<Row> => ({
  key: 'actions',
  header: t('tables.columns.actions'),
  cell: (table) => (
    <RowActions
      rowName={actions.nameOf(table)}
      actions={[
        table.paused
          ? { id: 'pause', label: t('tables.resume'), tone: 'primary' }
          : { id: 'pause', label: t('tables.pause'), tone: 'danger' },
        { id: 'edit', label: actions.editLabel },
      ]}
      onPick={(action) => (action === 'pause' ? actions.onPause(table) : actions.onEdit(table))}
    />
  ),
});

/**
 * The edit of a table's terms under its list: the fields, how many changes are pending (null
 * while a field is wrong), cancel, and the review that opens the confirmation.
 */
export function TableEditor({
  id,
  title,
  hint,
  pending,
  onCancel,
  onReview,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  pending: number | null;
  onCancel: () => void;
  onReview: () => void;
  children: ReactNode;
}) {
  const { t } = useConsoleTranslation();
  return (
    <form
      className="tables__editor"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) onReview();
      }}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <p className="content-muted">{hint}</p>
      <div className="tables__fields">{children}</div>
      <div className="brand__bar">
        <p aria-live="polite">
          {pending === null ? t('tables.fixFirst') : t('tables.pending', { count: pending })}
        </p>
        <button type="button" className="site-button" onClick={onCancel}>
          {t('tables.cancel')}
        </button>
        <button type="submit" className="site-button site-button--primary" disabled={!pending}>
          {t('tables.review')}
        </button>
      </div>
    </form>
  );
}
