import { useTranslation, type TeamBetRecord } from '@site/shared';
import {
  betAmountColumns,
  BetTotalsTiles,
  FilterSelect,
  formatDateTime,
  getGameMenus,
  RecordsFilters,
  StatusBadge,
  toneOf,
  type TableColumn,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountFilter, TeamRecordsTable, useTeamFilters } from '../../ui/team-filters';
import { addTeamBettingTranslations, NAMESPACE } from './i18n/team-betting-translations';
import { getTeamBets } from './team-bets.resource';

addTeamBettingTranslations();

/**
 * spec §1/§2 team betting: every round of the agent's downlines, filtered by member, days and
 * game category, paged on the server, with the totals of the whole filter (the same rounds as
 * each member's own betting record, so the two agree to the cent).
 */
export default function TeamBettingPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  const filters = useTeamFilters();
  const [category, setCategory] = useState('');
  const menus = useQuery(getGameMenus.query());
  const categories = menus.data?.categories ?? [];
  const bets = useQuery({
    ...getTeamBets.query({ ...filters.params, ...(category ? { category } : {}) }),
    placeholderData: keepPreviousData,
  });
  const categoryName = (code: string) =>
    categories.find((entry) => entry.gameType === code)?.name[language] ?? code;

  const columns: TableColumn<TeamBetRecord>[] = [
    { key: 'betAt', header: t('time'), cell: (row) => formatDateTime(row.betAt, i18n.language) },
    { key: 'account', header: t('account'), cell: (row) => row.account },
    {
      key: 'game',
      header: t('game'),
      cell: (row) => (
        <>
          {row.gameName[language]}
          <br />
          <small>
            {row.vendorName} · {categoryName(row.category)}
          </small>
        </>
      ),
    },
    ...betAmountColumns<TeamBetRecord>(
      { stake: t('stake'), validBet: t('validBet'), winLoss: t('winLoss') },
      i18n.language,
    ),
    {
      key: 'status',
      header: t('status'),
      cell: (row) => (
        <StatusBadge
          tone={toneOf(row.status, { OPEN: 'info', SETTLED: 'success', ROLLED_BACK: 'warning' })}
        >
          {t(`statuses.${row.status}`)}
        </StatusBadge>
      ),
    },
  ];

  return (
    <div data-testid="team-betting">
      <h3 className="section-title">{t('title')}</h3>
      <RecordsFilters daysLabel={t('days')} filters={filters}>
        <AccountFilter
          label={t('accountFilter')}
          applyLabel={t('apply')}
          value={filters.account}
          onApply={filters.onAccountChange}
        />
        <FilterSelect
          name="category"
          label={t('category')}
          allLabel={t('all')}
          value={category}
          onChange={filters.refilter(setCategory)}
          options={categories.map((entry) => ({
            value: entry.gameType,
            label: entry.name[language],
          }))}
        />
      </RecordsFilters>
      {bets.data && (
        <BetTotalsTiles
          testId="team-bets-totals"
          totals={bets.data.totals}
          labels={{
            count: t('count'),
            stake: t('stake'),
            validBet: t('validBet'),
            winLoss: t('winLoss'),
          }}
        />
      )}
      <TeamRecordsTable<TeamBetRecord>
        caption={t('title')}
        columns={columns}
        rowKey={(row) => row.id}
        answer={bets}
        {...filters.paging}
        emptyTitle={t('emptyTitle')}
        emptyBody={t('emptyBody')}
        notInTeam={t('notInTeam', { account: filters.account })}
      />
    </div>
  );
}
