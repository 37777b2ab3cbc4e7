import {
  formatMoney,
  formatNumber,
  useBusState,
  useTranslation,
  type LeaderboardEntry,
  type MissionPeriod,
} from '@site/shared';
import { DataTable, type TableColumn } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NAMESPACE } from './i18n/missions-translations';
import { getMissionLeaderboard } from './mission-leaderboard.resource';

const PERIODS: readonly { id: MissionPeriod; label: string }[] = [
  { id: 'DAILY', label: 'boardToday' },
  { id: 'WEEKLY', label: 'boardWeek' },
];

/** The leaderboard of the day or the week: the top players by valid bet and the member's rank. */
export function MissionLeaderboardPanel() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const [period, setPeriod] = useState<MissionPeriod>('DAILY');
  const board = useQuery(getMissionLeaderboard.query({ period }));
  const language = i18n.language;
  const money = (amount: number) => formatMoney(amount, currencySymbol, language);
  const number = (value: number) => formatNumber(value, language);

  const columns: TableColumn<LeaderboardEntry>[] = [
    {
      key: 'rank',
      header: t('rank'),
      cell: (row) => t('rankValue', { rank: number(row.rank) }),
    },
    {
      key: 'player',
      header: t('player'),
      cell: (row) =>
        row.isMe ? (
          <strong className="board-me">
            {row.username} <span className="board-me__tag">{t('you')}</span>
          </strong>
        ) : (
          row.username
        ),
    },
    {
      key: 'validBet',
      header: t('validBet'),
      align: 'end',
      cell: (row) => money(row.validBet),
    },
  ];
  const me = board.data?.me;
  const rows = board.data?.list ?? [];

  return (
    <section className="board" aria-label={t('leaderboard')} data-testid="mission-leaderboard">
      <div className="board__periods" role="group" aria-label={t('boardPeriod')}>
        {PERIODS.map((each) => (
          <button
            key={each.id}
            type="button"
            className="board__period"
            aria-pressed={period === each.id}
            onClick={() => setPeriod(each.id)}
          >
            {t(each.label)}
          </button>
        ))}
      </div>
      {me && (
        <div className="board-rank" data-testid="board-my-rank">
          <div>
            <div className="board-rank__label">{t('yourRank')}</div>
            <div className="board-rank__value">
              {me.rank === null ? t('noRank') : t('rankValue', { rank: number(me.rank) })}
            </div>
          </div>
          <p className="board-rank__note">
            {me.rank === null ? t('noRankBody') : t('yourBet', { amount: money(me.validBet) })}
          </p>
        </div>
      )}
      <div className="board__table">
        <DataTable
          caption={t('boardCaption')}
          columns={columns}
          rowKey={(row) => row.rank}
          data={board.data ? { rows, total: rows.length } : null}
          loading={board.isFetching}
          error={board.error}
          onRetry={() => void board.refetch()}
          page={1}
          pageSize={Math.max(rows.length, 1)}
          onPageChange={() => undefined}
          emptyTitle={t('boardEmpty')}
          emptyBody={t('boardEmptyBody')}
        />
      </div>
    </section>
  );
}
