import type { ApiError } from '@site/shared';
import type { TableColumn } from '@site/shared/ui';
import {
  type QueryKey,
  useMutation,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { ChangeConfirmation } from '../../ui/change-confirmation.component';
import type { ChangeRow } from '../../ui/change-rows';
import { PauseConfirmation } from './pause-confirmation.component';
import { actionsColumn, TableEditor, TablesList } from './tables-list.component';

type TableRow = { id: string; paused: boolean };

/** The edit of one table: its draft, and whether the confirmation of the changes is open. */
type Editing<Row, Draft> = { table: Row; draft: Draft; reviewing: boolean };

/** What a valid draft changes: the confirmation's rows and the command that saves them. */
export type DraftChanges = { rows: ChangeRow[]; save: (reason: string) => Promise<unknown> };

/** How one kind of table is edited: its draft, the draft's fields and what the draft changes. */
export type TableEdits<Row, Draft> = {
  /** The form's id and test id, e.g. `limits-editor`. */
  id: string;
  /** The row button that opens the form. */
  label: string;
  title: (table: Row) => string;
  hint: (table: Row) => string;
  draftOf: (table: Row) => Draft;
  /** The draft's changes, or null while one of its fields is wrong. */
  changesOf: (table: Row, draft: Draft) => DraftChanges | null;
  fields: (table: Row, draft: Draft, setDraft: (draft: Draft) => void) => ReactNode;
  confirmation: {
    title: (table: Row) => string;
    intro: (table: Row) => string;
    confirmLabel: string;
    testId: string;
  };
};

type TablesSectionProps<Row extends TableRow, Draft> = {
  /** The heading's id: `live-tables`, `teen-patti-tables`. */
  name: string;
  kind: 'live' | 'teenPatti';
  title: string;
  hint: string;
  emptyTitle: string;
  query: UseQueryResult<{ list: Row[] }, ApiError>;
  /** The list's endpoint key: read again after every command, whatever it answered. */
  listKey: QueryKey;
  columns: readonly TableColumn<Row>[];
  nameOf: (table: Row) => string;
  /** Admins act (pause, resume, edit); finance reads. */
  canAct: boolean;
  pause: (table: Row, reason: string) => Promise<unknown>;
  edits: TableEdits<Row, Draft>;
};

/**
 * One kind of the brand's tables: its list, and for admins the pause or resume of a table and
 * the edit of its terms, each confirmed with the change it makes and a reason.
 */
export function TablesSection<Row extends TableRow, Draft>({
  name,
  kind,
  title,
  hint,
  emptyTitle,
  query,
  listKey,
  columns,
  nameOf,
  canAct,
  pause,
  edits,
}: TablesSectionProps<Row, Draft>) {
  const { t } = useConsoleTranslation();
  const queryClient = useQueryClient();
  const [pausing, setPausing] = useState<Row | null>(null);
  const [editing, setEditing] = useState<Editing<Row, Draft> | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  const pauseTable = useMutation({
    mutationFn: ({ table, reason }: { table: Row; reason: string }) => pause(table, reason),
    onSettled: refresh,
  });
  const saveChanges = useMutation({
    mutationFn: ({ changes, reason }: { changes: DraftChanges; reason: string }) =>
      changes.save(reason),
    onSuccess: () => setEditing(null),
    onSettled: refresh,
  });

  const shownColumns = canAct
    ? [
        ...columns,
        actionsColumn(t, {
          nameOf,
          editLabel: edits.label,
          onPause: setPausing,
          onEdit: (table: Row) =>
            setEditing({ table, draft: edits.draftOf(table), reviewing: false }),
        }),
      ]
    : columns;
  const changes = editing ? edits.changesOf(editing.table, editing.draft) : null;
  return (
    <section className="tables__section" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{title}</h2>
      <p className="content-muted">{hint}</p>
      <TablesList caption={title} query={query} columns={shownColumns} emptyTitle={emptyTitle} />
      {editing && (
        <TableEditor
          id={edits.id}
          title={edits.title(editing.table)}
          hint={edits.hint(editing.table)}
          pending={changes ? changes.rows.length : null}
          onCancel={() => setEditing(null)}
          onReview={() => setEditing({ ...editing, reviewing: true })}
        >
          {edits.fields(editing.table, editing.draft, (draft) =>
            setEditing((current) => current && { ...current, draft }),
          )}
        </TableEditor>
      )}
      {editing?.reviewing && changes && (
        <ChangeConfirmation
          title={edits.confirmation.title(editing.table)}
          intro={edits.confirmation.intro(editing.table)}
          rows={changes.rows}
          confirmLabel={edits.confirmation.confirmLabel}
          onConfirm={(reason) => saveChanges.mutateAsync({ changes, reason })}
          onClose={() => setEditing((current) => current && { ...current, reviewing: false })}
          testId={edits.confirmation.testId}
        />
      )}
      {pausing && (
        <PauseConfirmation
          kind={kind}
          tableName={nameOf(pausing)}
          paused={pausing.paused}
          onConfirm={(reason) => pauseTable.mutateAsync({ table: pausing, reason })}
          onClose={() => setPausing(null)}
        />
      )}
    </section>
  );
}
