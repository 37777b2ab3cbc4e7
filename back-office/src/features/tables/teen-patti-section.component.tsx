import type { OpsTeenPattiTable } from '@site/contracts';
import { TextField, type TableColumn } from '@site/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { ChangeConfirmation, useShown } from '../../ui/change-confirmation.component';
import { formatAmount } from '../../ui/format';
import { PauseConfirmation } from './pause-confirmation.component';
import {
  teenPattiStateOf,
  termsChanges,
  termsDraftOf,
  termsProblems,
  type TermsDraft,
} from './table-drafts';
import {
  actionsColumn,
  stateColumn,
  TableEditor,
  TABLES_REFRESH_MS,
  TablesList,
} from './tables-list.component';
import { changeTeenPattiTerms } from './teen-patti-terms.resource';
import { pauseTeenPattiTable } from './teen-patti-pause.resource';
import { listTeenPattiTables } from './teen-patti-tables.resource';

type Editing = { table: OpsTeenPattiTable; draft: TermsDraft; reviewing: boolean };

/**
 * The brand's teen patti tables: seats taken, the hand in play, boot and rake (those set for
 * the next hand beside them) and today's rake; admins pause, resume and change boot and rake.
 */
export function TeenPattiSection({ brand, canAct }: { brand: string; canAct: boolean }) {
  const { t, i18n } = useConsoleTranslation();
  const language = i18n.language;
  const shown = useShown();
  const queryClient = useQueryClient();
  const tables = useQuery({
    ...listTeenPattiTables.query({ brand }),
    refetchInterval: TABLES_REFRESH_MS,
  });
  const [pausing, setPausing] = useState<OpsTeenPattiTable | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: listTeenPattiTables.endpointKey });
  const pause = useMutation({
    mutationFn: ({ table, reason }: { table: OpsTeenPattiTable; reason: string }) =>
      pauseTeenPattiTable(table.id, table.paused ? 'resume' : 'pause', reason),
    onSettled: refresh,
  });
  const saveTerms = useMutation({
    mutationFn: ({
      table,
      reason,
      body,
    }: {
      table: OpsTeenPattiTable;
      reason: string;
      body: ReturnType<typeof termsChanges>['body'];
    }) => changeTeenPattiTerms(table.id, { ...body, reason }),
    onSuccess: () => setEditing(null),
    onSettled: refresh,
  });

  const percent = (basisPoints: number) =>
    shown({ key: 'tables.percent', values: { value: basisPoints / 100 } });
  const columns: TableColumn<OpsTeenPattiTable>[] = [
    {
      key: 'table',
      header: t('tables.columns.table'),
      cell: (table) => <strong>{table.name}</strong>,
    },
    stateColumn(t, teenPattiStateOf),
    {
      key: 'seats',
      header: t('tables.columns.seats'),
      cell: (table) =>
        t(table.playing ? 'tables.seatsPlaying' : 'tables.seatsIdle', {
          seated: shown(table.seated),
          seats: shown(table.seats),
        }),
    },
    {
      key: 'terms',
      header: t('tables.columns.terms'),
      cell: (table) => (
        <>
          {t('tables.terms', {
            boot: formatAmount(table.boot, language),
            rake: percent(table.rakeBasisPoints),
          })}
          {(table.nextBoot !== null || table.nextRakeBasisPoints !== null) && (
            <div className="tables__next">
              <strong>{t('tables.fromNextHand')}</strong>{' '}
              {t('tables.terms', {
                boot: formatAmount(table.nextBoot ?? table.boot, language),
                rake: percent(table.nextRakeBasisPoints ?? table.rakeBasisPoints),
              })}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'today',
      header: t('tables.columns.todayRake'),
      align: 'end',
      cell: (table) => formatAmount(table.todayRake, language),
    },
  ];
  if (canAct)
    columns.push(
      actionsColumn(t, {
        nameOf: (table: OpsTeenPattiTable) => table.name,
        editLabel: t('tables.editTerms'),
        onPause: setPausing,
        onEdit: (table) => setEditing({ table, draft: termsDraftOf(table), reviewing: false }),
      }),
    );

  const problems = editing ? termsProblems(editing.table, editing.draft) : null;
  const valid = problems !== null && !problems.boot && !problems.rakePercent;
  const changes = editing && valid ? termsChanges(editing.table, editing.draft) : null;
  const field = (name: keyof TermsDraft) => ({
    name,
    label: t(`tables.fields.${name}`),
    inputMode: 'decimal' as const,
    value: editing?.draft[name] ?? '',
    error: problems?.[name] ? shown(problems[name]) : null,
    onChange: (value: string) =>
      setEditing(
        (current) => current && { ...current, draft: { ...current.draft, [name]: value } },
      ),
  });
  return (
    <section className="tables__section" aria-labelledby="teen-patti-tables-title">
      <h2 id="teen-patti-tables-title">{t('tables.teenPattiTitle')}</h2>
      <p className="content-muted">{t('tables.teenPattiHint')}</p>
      <TablesList
        caption={t('tables.teenPattiTitle')}
        query={tables}
        columns={columns}
        emptyTitle={t('tables.noTeenPattiTables')}
      />
      {editing && (
        <TableEditor
          id="terms-editor"
          title={t('tables.termsTitle', { table: editing.table.name })}
          hint={t('tables.termsHint', { max: formatAmount(editing.table.maxStake, language) })}
          pending={valid ? (changes?.rows.length ?? 0) : null}
          onCancel={() => setEditing(null)}
          onReview={() => setEditing({ ...editing, reviewing: true })}
        >
          <TextField {...field('boot')} />
          <TextField {...field('rakePercent')} />
        </TableEditor>
      )}
      {editing?.reviewing && changes && (
        <ChangeConfirmation
          title={t('tables.termsConfirmTitle', { table: editing.table.name })}
          intro={t(editing.table.playing ? 'tables.termsIntroNextHand' : 'tables.termsIntroNow')}
          rows={changes.rows}
          confirmLabel={t('tables.saveTerms')}
          onConfirm={(reason) =>
            saveTerms.mutateAsync({ table: editing.table, reason, body: changes.body })
          }
          onClose={() => setEditing((current) => current && { ...current, reviewing: false })}
          testId="table-terms-confirmation"
        />
      )}
      {pausing && (
        <PauseConfirmation
          kind="teenPatti"
          tableName={pausing.name}
          paused={pausing.paused}
          onConfirm={(reason) => pause.mutateAsync({ table: pausing, reason })}
          onClose={() => setPausing(null)}
        />
      )}
    </section>
  );
}
