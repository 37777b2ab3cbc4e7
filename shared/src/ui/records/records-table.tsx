import type { ApiError } from '@site/shared';
import { DataTable, type TableColumn } from '../data-table/data-table';
import type { UseQueryResult } from '@tanstack/react-query';

/** What a paged call answers: one page of rows (`list` or `rows`) and the count across all pages. */
type RecordsAnswer<Row> =
  { list: readonly Row[]; total: number } | { rows: readonly Row[]; total: number };

const rowsOf = <Row,>(answer: RecordsAnswer<Row>) => ('list' in answer ? answer.list : answer.rows);

/**
 * A paged call's answer (records, deposit and withdrawal orders) as the kit's server-paged table: the old page stays (dimmed) while
 * the next one loads, an empty filter says so, a failure offers a retry.
 */
export function RecordsTable<Row>({
  caption,
  columns,
  rowKey,
  answer,
  page,
  pageSize,
  onPageChange,
  emptyTitle,
  emptyBody,
}: {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  answer: UseQueryResult<RecordsAnswer<Row>, ApiError>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  emptyTitle: string;
  emptyBody: string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rowKey={rowKey}
      data={answer.data ? { rows: rowsOf(answer.data), total: answer.data.total } : null}
      loading={answer.isFetching}
      error={answer.error}
      onRetry={() => void answer.refetch()}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      emptyTitle={emptyTitle}
      emptyBody={emptyBody}
      stackOnPhone
    />
  );
}
