import type { ApiError } from '@site/shared';
import { DataTable, type TableColumn, type TablePage } from '@site/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';

type QueryTableProps<Output, Row> = {
  /** The list call's query; its last page stays on screen, dimmed, while the next loads. */
  query: UseQueryResult<Output, ApiError>;
  /** The list call's answer as the table's page of rows. */
  rowsOf: (output: Output) => TablePage<Row>;
  /** useTableState's paging. */
  table: { page: number; pageSize: number; setPage: (page: number) => void };
  caption: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  emptyTitle: string;
  emptyBody?: string;
};

/** The answer of the list calls that name their rows `list`. */
export type ListAnswer<Row> = { list: Row[]; total: number };

/** Such an answer as the table's page. */
export const listRows = <Row,>(output: ListAnswer<Row>): TablePage<Row> => ({
  rows: output.list,
  total: output.total,
});

/**
 * A console list: one page of a list call in the paged table, with its loading, empty and error
 * (Try again) states.
 */
export function QueryTable<Output, Row>({
  query,
  rowsOf,
  table,
  ...shown
}: QueryTableProps<Output, Row>) {
  return (
    <DataTable
      {...shown}
      data={query.data ? rowsOf(query.data) : null}
      loading={query.isPending || query.isPlaceholderData}
      error={query.isError && !query.data ? query.error : null}
      onRetry={() => void query.refetch()}
      page={table.page}
      pageSize={table.pageSize}
      onPageChange={table.setPage}
    />
  );
}
