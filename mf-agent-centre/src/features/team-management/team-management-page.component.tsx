import {
  formatMoney,
  formatNumber,
  refreshBalance,
  useBusState,
  useTranslation,
  type DownlineTransfer,
  type TeamMember,
} from '@site/shared';
import {
  FilterSelect,
  formatAmount,
  formatDateTime,
  StatusBadge,
  useTableState,
  type TableColumn,
} from '@site/shared/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountFilter, TeamRecordsTable } from '../../ui/team-report';
import { DownlineTransferPanel } from './downline-transfer.component';
import { addTeamManagementTranslations, NAMESPACE } from './i18n/team-management-translations';
import { getTeamMembers } from './team-members.resource';

addTeamManagementTranslations();

const PAGE_SIZE = 10;
const LEVELS = ['1', '2', '3', '4', '5'] as const;

/**
 * spec §2 team management: the agent's subtree (account, level, balance, last login, state),
 * searched and paged on the server, with a transfer to each direct downline.
 */
export default function TeamManagementPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const queryClient = useQueryClient();
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<(typeof LEVELS)[number] | ''>('');
  const [target, setTarget] = useState<TeamMember | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const members = useQuery({
    ...getTeamMembers.query({
      ...(search ? { search } : {}),
      ...(level ? { level: Number(level) } : {}),
      pageNo: table.page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const refilter =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      table.restart();
    };

  const transferred = (result: DownlineTransfer) => {
    setTarget(null);
    setDone(
      t('transfer.done', {
        amount: formatMoney(result.amount, currencySymbol, i18n.language),
        account: result.account,
      }),
    );
    // The downline's balance in the list, and the agent's own on the bus (the header's too).
    void queryClient.invalidateQueries({ queryKey: getTeamMembers.endpointKey });
    void refreshBalance().catch(() => undefined);
  };

  const columns: TableColumn<TeamMember>[] = [
    {
      key: 'account',
      header: t('account'),
      cell: (row) => (
        <>
          {row.account}
          <br />
          <small>
            {row.nickname} · {t(row.isAgent === 0 ? 'member' : 'agent')}
          </small>
        </>
      ),
    },
    {
      key: 'level',
      header: t('level'),
      align: 'end',
      cell: (row) => formatNumber(row.level, i18n.language),
    },
    {
      key: 'balance',
      header: t('balance'),
      align: 'end',
      cell: (row) => formatAmount(row.balance, i18n.language),
    },
    {
      key: 'lastLoginAt',
      header: t('lastLogin'),
      cell: (row) =>
        row.lastLoginAt ? formatDateTime(row.lastLoginAt, i18n.language) : t('never'),
    },
    {
      key: 'state',
      header: t('state'),
      cell: (row) => (
        <StatusBadge tone={row.state === 'ACTIVE' ? 'success' : 'danger'}>
          {t(`states.${row.state}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) =>
        row.level === 1 ? (
          <button
            type="button"
            className="site-button"
            aria-label={t('transfer.open', { account: row.account })}
            onClick={() => {
              setDone(null);
              setTarget(row);
            }}
          >
            {t('transfer.button')}
          </button>
        ) : (
          <small>{t('upline', { account: row.upline })}</small>
        ),
    },
  ];

  return (
    <div data-testid="team-management">
      <h3 className="section-title">{t('title')}</h3>
      <div className="records-filters">
        <AccountFilter
          name="search"
          label={t('search')}
          applyLabel={t('apply')}
          value={search}
          onApply={refilter(setSearch)}
        />
        <FilterSelect
          name="level"
          label={t('level')}
          allLabel={t('allLevels')}
          value={level}
          onChange={refilter(setLevel)}
          options={LEVELS.map((value) => ({
            value,
            label: t('levelN', { level: formatNumber(Number(value), i18n.language) }),
          }))}
        />
      </div>
      {done && (
        <p className="records-success" role="status" data-testid="transfer-done">
          {done}
        </p>
      )}
      {target && (
        <DownlineTransferPanel
          member={target}
          onCancel={() => setTarget(null)}
          onDone={transferred}
        />
      )}
      <TeamRecordsTable<TeamMember>
        caption={t('title')}
        columns={columns}
        rowKey={(row) => row.account}
        answer={members}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t(search || level ? 'emptyFiltered' : 'emptyTitle')}
        emptyBody={t('emptyBody')}
        notInTeam={t('emptyFiltered')}
      />
    </div>
  );
}
