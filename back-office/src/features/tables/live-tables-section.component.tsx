import type { OpsLiveTable } from '@site/contracts';
import { TextField, type TableColumn } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useConsoleTranslation } from '../../i18n/translations';
import { useShown } from '../../ui/change-confirmation.component';
import { formatAmount } from '../../ui/format';
import { changeLiveTableLimits } from './live-table-limits.resource';
import { pauseLiveTable } from './live-table-pause.resource';
import { listLiveTables } from './live-tables.resource';
import {
  limitChanges,
  limitProblems,
  limitsDraftOf,
  liveTableStateOf,
  type LimitsDraft,
} from './table-drafts';
import { stateColumn, TABLES_REFRESH_MS } from './tables-list.component';
import { type TableEdits, TablesSection } from './tables-section.component';

/**
 * The brand's live tables and cockfights: each one's state, round now, limits (those set for
 * the next round beside them) and today's money; admins pause, resume and change limits.
 */
export function LiveTablesSection({ brand, canAct }: { brand: string; canAct: boolean }) {
  const { t, i18n } = useConsoleTranslation();
  const language = i18n.language;
  const shown = useShown();
  const tables = useQuery({
    ...listLiveTables.query({ brand }),
    refetchInterval: TABLES_REFRESH_MS,
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
  const edits: TableEdits<OpsLiveTable, LimitsDraft> = {
    id: 'limits-editor',
    label: t('tables.editLimits'),
    title: (table) => t('tables.limitsTitle', { table: nameOf(table) }),
    hint: () => t('tables.limitsHint'),
    draftOf: limitsDraftOf,
    changesOf: (table, draft) => {
      if (limitProblems(draft).size > 0) return null;
      const { rows, limits } = limitChanges(table, draft);
      return { rows, save: (reason) => changeLiveTableLimits(table.id, { limits, reason }) };
    },
    fields: (_table, draft, setDraft) => {
      const problems = limitProblems(draft);
      return Object.entries(draft).map(([betType, limit]) => (
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
                onChange={(value) => setDraft({ ...draft, [betType]: { ...limit, [end]: value } })}
              />
            );
          })}
        </fieldset>
      ));
    },
    confirmation: {
      title: (table) => t('tables.limitsConfirmTitle', { table: nameOf(table) }),
      intro: (table) =>
        t(
          table.round && table.round.state !== 'SETTLED'
            ? 'tables.limitsIntroNextRound'
            : 'tables.limitsIntroNow',
        ),
      confirmLabel: t('tables.saveLimits'),
      testId: 'table-limits-confirmation',
    },
  };
  return (
    <TablesSection
      name="live-tables"
      kind="live"
      title={t('tables.liveTitle')}
      hint={t('tables.liveHint')}
      emptyTitle={t('tables.noLiveTables')}
      query={tables}
      listKey={listLiveTables.endpointKey}
      columns={columns}
      nameOf={nameOf}
      canAct={canAct}
      pause={(table, reason) => pauseLiveTable(table.id, table.paused ? 'resume' : 'pause', reason)}
      edits={edits}
    />
  );
}
