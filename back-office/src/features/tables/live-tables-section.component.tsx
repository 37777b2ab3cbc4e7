import type { OpsLiveTable } from '@site/contracts';
import { TextField, type TableColumn } from '@site/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { ChangeConfirmation, useShown } from '../../ui/change-confirmation.component';
import { formatAmount } from '../../ui/format';
import { changeLiveTableLimits } from './live-table-limits.resource';
import { pauseLiveTable } from './live-table-pause.resource';
import { listLiveTables } from './live-tables.resource';
import { PauseConfirmation } from './pause-confirmation.component';
import {
  limitChanges,
  limitProblems,
  limitsDraftOf,
  liveTableStateOf,
  type LimitsDraft,
  type Problem,
} from './table-drafts';
import {
  actionsColumn,
  stateColumn,
  TableEditor,
  TABLES_REFRESH_MS,
  TablesList,
} from './tables-list.component';

type Editing = { table: OpsLiveTable; draft: LimitsDraft; reviewing: boolean };

/**
 * The brand's live tables and cockfights: each one's state, round now, limits (those set for
 * the next round beside them) and today's money; admins pause, resume and change limits.
 */
export function LiveTablesSection({ brand, canAct }: { brand: string; canAct: boolean }) {
  const { t, i18n } = useConsoleTranslation();
  const language = i18n.language;
  const shown = useShown();
  const queryClient = useQueryClient();
  const tables = useQuery({
    ...listLiveTables.query({ brand }),
    refetchInterval: TABLES_REFRESH_MS,
  });
  const [pausing, setPausing] = useState<OpsLiveTable | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: listLiveTables.endpointKey });
  const pause = useMutation({
    mutationFn: ({ table, reason }: { table: OpsLiveTable; reason: string }) =>
      pauseLiveTable(table.id, table.paused ? 'resume' : 'pause', reason),
    onSettled: refresh,
  });
  const saveLimits = useMutation({
    mutationFn: ({ table, reason, limits }: { table: OpsLiveTable; reason: string } & Changes) =>
      changeLiveTableLimits(table.id, { limits, reason }),
    onSuccess: () => setEditing(null),
    onSettled: refresh,
  });

  const nameOf = (table: OpsLiveTable) => table.name[language === 'bn' ? 'bn' : 'en'];
  const limitLines = (limits: OpsLiveTable['limits']) => (
    <ul className="tables__limits">
      {limits.map((limit) => (
        <li key={limit.betType}>
          {t(`tables.betTypes.${limit.betType}`)}:{' '}
          {shown({ key: 'tables.range', values: { min: limit.min, max: limit.max } })}
        </li>
      ))}
    </ul>
  );
  const columns: TableColumn<OpsLiveTable>[] = [
    {
      key: 'table',
      header: t('tables.columns.table'),
      cell: (table) => (
        <>
          <strong>{nameOf(table)}</strong>
          <br />
          <span className="content-muted">{t(`tables.games.${table.game}`)}</span>
        </>
      ),
    },
    stateColumn(t, liveTableStateOf),
    {
      key: 'round',
      header: t('tables.columns.round'),
      cell: (table) =>
        table.round
          ? t('tables.roundNow', {
              n: shown(table.round.roundNo),
              state: t(`tables.roundStates.${table.round.state}`),
            })
          : t('tables.noRound'),
    },
    {
      key: 'limits',
      header: t('tables.columns.limits'),
      cell: (table) => (
        <>
          {limitLines(table.limits)}
          {table.nextLimits && (
            <div className="tables__next">
              <strong>{t('tables.fromNextRound')}</strong>
              {limitLines(table.nextLimits)}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'today',
      header: t('tables.columns.today'),
      align: 'end',
      cell: (table) => (
        <dl className="tables__today">
          <dt>{t('tables.stakes')}</dt>
          <dd>{formatAmount(table.today.stakes, language)}</dd>
          <dt>{t('tables.houseResult')}</dt>
          <dd>{formatAmount(table.today.houseResult, language)}</dd>
        </dl>
      ),
    },
  ];
  if (canAct)
    columns.push(
      actionsColumn(t, {
        nameOf,
        editLabel: t('tables.editLimits'),
        onPause: setPausing,
        onEdit: (table) => setEditing({ table, draft: limitsDraftOf(table), reviewing: false }),
      }),
    );

  const problems = editing ? limitProblems(editing.draft) : new Map<string, Problem>();
  const changes =
    editing && problems.size === 0 ? limitChanges(editing.table, editing.draft) : null;
  return (
    <section className="tables__section" aria-labelledby="live-tables-title">
      <h2 id="live-tables-title">{t('tables.liveTitle')}</h2>
      <p className="content-muted">{t('tables.liveHint')}</p>
      <TablesList
        caption={t('tables.liveTitle')}
        query={tables}
        columns={columns}
        emptyTitle={t('tables.noLiveTables')}
      />
      {editing && (
        <TableEditor
          id="limits-editor"
          title={t('tables.limitsTitle', { table: nameOf(editing.table) })}
          hint={t('tables.limitsHint')}
          pending={changes ? changes.rows.length : null}
          onCancel={() => setEditing(null)}
          onReview={() => setEditing({ ...editing, reviewing: true })}
        >
          {Object.entries(editing.draft).map(([betType, limit]) => (
            <fieldset key={betType} className="tables__limit">
              <legend>{t(`tables.betTypes.${betType}`)}</legend>
              {(['min', 'max'] as const).map((end) => {
                const problem = problems.get(`${betType}.${end}`);
                return (
                  <TextField
                    key={end}
                    name={`${betType}.${end}`}
                    label={t(`tables.fields.${end}`)}
                    inputMode="decimal"
                    value={limit[end]}
                    error={problem ? shown(problem) : null}
                    onChange={(value) =>
                      setEditing({
                        ...editing,
                        draft: { ...editing.draft, [betType]: { ...limit, [end]: value } },
                      })
                    }
                  />
                );
              })}
            </fieldset>
          ))}
        </TableEditor>
      )}
      {editing?.reviewing && changes && (
        <ChangeConfirmation
          title={t('tables.limitsConfirmTitle', { table: nameOf(editing.table) })}
          intro={t(
            editing.table.round && editing.table.round.state !== 'SETTLED'
              ? 'tables.limitsIntroNextRound'
              : 'tables.limitsIntroNow',
          )}
          rows={changes.rows}
          confirmLabel={t('tables.saveLimits')}
          onConfirm={(reason) =>
            saveLimits.mutateAsync({ table: editing.table, reason, ...changes })
          }
          onClose={() => setEditing((current) => current && { ...current, reviewing: false })}
          testId="table-limits-confirmation"
        />
      )}
      {pausing && (
        <PauseConfirmation
          kind="live"
          tableName={nameOf(pausing)}
          paused={pausing.paused}
          onConfirm={(reason) => pause.mutateAsync({ table: pausing, reason })}
          onClose={() => setPausing(null)}
        />
      )}
    </section>
  );
}

type Changes = ReturnType<typeof limitChanges>;
