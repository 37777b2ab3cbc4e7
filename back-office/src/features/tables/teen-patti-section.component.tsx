import type { OpsTeenPattiTable } from '@site/contracts';
import { TextField, type TableColumn } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useConsoleTranslation } from '../../i18n/translations';
import { useShown } from '../../ui/change-confirmation.component';
import { formatAmount } from '../../ui/format';
import {
  teenPattiStateOf,
  termsChanges,
  termsDraftOf,
  termsProblems,
  type TermsDraft,
} from './table-drafts';
import { stateColumn, TABLES_REFRESH_MS } from './tables-list.component';
import { type TableEdits, TablesSection } from './tables-section.component';
import { changeTeenPattiTerms } from './teen-patti-terms.resource';
import { pauseTeenPattiTable } from './teen-patti-pause.resource';
import { listTeenPattiTables } from './teen-patti-tables.resource';

/**
 * The brand's teen patti tables: seats taken, the hand in play, boot and rake (those set for
 * the next hand beside them) and today's rake; admins pause, resume and change boot and rake.
 */
export function TeenPattiSection({ brand, canAct }: { brand: string; canAct: boolean }) {
  const { t, i18n } = useConsoleTranslation();
  const language = i18n.language;
  const shown = useShown();
  const tables = useQuery({
    ...listTeenPattiTables.query({ brand }),
    refetchInterval: TABLES_REFRESH_MS,
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
  const edits: TableEdits<OpsTeenPattiTable, TermsDraft> = {
    id: 'terms-editor',
    label: t('tables.editTerms'),
    title: (table) => t('tables.termsTitle', { table: table.name }),
    hint: (table) => t('tables.termsHint', { max: formatAmount(table.maxStake, language) }),
    draftOf: termsDraftOf,
    changesOf: (table, draft) => {
      const problems = termsProblems(table, draft);
      if (problems.boot || problems.rakePercent) return null;
      const { rows, body } = termsChanges(table, draft);
      return { rows, save: (reason) => changeTeenPattiTerms(table.id, { ...body, reason }) };
    },
    fields: (table, draft, setDraft) => {
      const problems = termsProblems(table, draft);
      return (['boot', 'rakePercent'] as const).map((name) => (
        <TextField
          key={name}
          name={name}
          label={t(`tables.fields.${name}`)}
          inputMode="decimal"
          value={draft[name]}
          error={problems[name] ? shown(problems[name]) : null}
          onChange={(value) => setDraft({ ...draft, [name]: value })}
        />
      ));
    },
    confirmation: {
      title: (table) => t('tables.termsConfirmTitle', { table: table.name }),
      intro: (table) => t(table.playing ? 'tables.termsIntroNextHand' : 'tables.termsIntroNow'),
      confirmLabel: t('tables.saveTerms'),
      testId: 'table-terms-confirmation',
    },
  };
  return (
    <TablesSection
      name="teen-patti-tables"
      kind="teenPatti"
      title={t('tables.teenPattiTitle')}
      hint={t('tables.teenPattiHint')}
      emptyTitle={t('tables.noTeenPattiTables')}
      query={tables}
      listKey={listTeenPattiTables.endpointKey}
      columns={columns}
      nameOf={(table) => table.name}
      canAct={canAct}
      pause={(table, reason) =>
        pauseTeenPattiTable(table.id, table.paused ? 'resume' : 'pause', reason)
      }
      edits={edits}
    />
  );
}
