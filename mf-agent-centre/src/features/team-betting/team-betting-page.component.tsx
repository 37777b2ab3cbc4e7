import { useTranslation, type TeamBetRecord } from '@site/shared';
import {
  betRoundColumns,
  BetTotalsTiles,
  FilterSelect,
  formatDateTime,
  getGameMenus,
  type TableColumn,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TeamReport, useTeamFilters } from '../../ui/team-report';
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
    ...betRoundColumns<TeamBetRecord>(t, i18n.language, categoryName),
  ];

  return (
    <TeamReport<TeamBetRecord>
      testId="team-betting"
      text={t}
      filters={filters}
      selects={
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
      }
      totals={
        bets.data && (
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
        )
      }
      columns={columns}
      rowKey={(row) => row.id}
      answer={bets}
    />
  );
}
