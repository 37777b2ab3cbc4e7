import { ApiError, type TFunction } from '@site/shared';
import {
  RecordsFilters,
  RecordsTable,
  TextField,
  useRecordsFilters,
  type TableColumn,
} from '@site/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import './team-report.css';
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';

/**
 * What the agent's reports share: the member centre's days and paging, plus the downline's
 * account, which goes to the API only once applied (every change sends the table to page 1).
 */
export function useTeamFilters() {
  const filters = useRecordsFilters();
  const [account, setAccount] = useState('');
  return {
    ...filters,
    account,
    onAccountChange: filters.refilter(setAccount),
    params: { ...filters.params, ...(account ? { account } : {}) },
  };
}

/** A search box applied on Enter or its button (not on each key, so no call per letter). */
export function AccountFilter({
  name = 'account',
  label,
  applyLabel,
  value,
  onApply,
}: {
  name?: string;
  label: string;
  applyLabel: string;
  value: string;
  onApply: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim());
  };
  return (
    <form className="account-filter" role="search" aria-label={label} onSubmit={submit}>
      <TextField
        name={name}
        label={label}
        type="search"
        value={draft}
        onChange={setDraft}
        maxLength={64}
        autoComplete="off"
        addon={
          <button type="submit" className="site-button">
            {applyLabel}
          </button>
        }
      />
    </form>
  );
}

/**
 * A report's paged table; an account that is not in the agent's team (the API's NOT_IN_TEAM,
 * also for a name that does not exist) reads as an empty result that says so, not as a failure.
 */
export function TeamRecordsTable<Row>({
  notInTeam,
  ...table
}: ComponentProps<typeof RecordsTable<Row>> & { notInTeam: string }) {
  if (table.answer.error instanceof ApiError && table.answer.error.code === 'NOT_IN_TEAM')
    return (
      <div className="site-state site-state--empty" role="status">
        <p className="site-state__title">{notInTeam}</p>
      </div>
    );
  return <RecordsTable<Row> {...table} />;
}

/**
 * An agent report's page: its title, the days and member filters (plus the report's own
 * selects), the totals of the whole filter, then the paged rows. `text` is the feature's own
 * translation, with the keys title, days, accountFilter, apply, emptyTitle, emptyBody and
 * notInTeam (given the account).
 */
export function TeamReport<Row>({
  testId,
  text,
  filters,
  selects,
  totals,
  columns,
  rowKey,
  answer,
  children,
}: {
  testId: string;
  text: TFunction;
  filters: ReturnType<typeof useTeamFilters>;
  selects?: ReactNode;
  totals: ReactNode;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  answer: ComponentProps<typeof RecordsTable<Row>>['answer'] & UseQueryResult;
  /** What follows the table (a note on how the figures are made). */
  children?: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <h3 className="section-title">{text('title')}</h3>
      <RecordsFilters daysLabel={text('days')} filters={filters}>
        <AccountFilter
          label={text('accountFilter')}
          applyLabel={text('apply')}
          value={filters.account}
          onApply={filters.onAccountChange}
        />
        {selects}
      </RecordsFilters>
      {totals}
      <TeamRecordsTable<Row>
        caption={text('title')}
        columns={columns}
        rowKey={rowKey}
        answer={answer}
        {...filters.paging}
        emptyTitle={text('emptyTitle')}
        emptyBody={text('emptyBody')}
        notInTeam={text('notInTeam', { account: filters.account })}
      />
      {children}
    </div>
  );
}
