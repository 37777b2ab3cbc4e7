import {
  formatMoney,
  formatNumber,
  useBusState,
  useTranslation,
  type MemberProfitLoss,
} from '@site/shared';
import { betAmountColumns, formatAmount, SignedAmount, type TableColumn } from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TeamReport, useTeamFilters } from '../../ui/team-report';
import { TotalsTiles } from '../../ui/totals-tiles';
import { addUserProfitLossTranslations, NAMESPACE } from './i18n/user-profit-loss-translations';
import { getTeamProfitLoss } from './team-profit-loss.resource';

addUserProfitLossTranslations();

/**
 * spec §1/§2 user profit and loss: per downline, the rounds played (the team betting's rounds)
 * and what the site paid them besides games, with the net, paged on the server, and the totals
 * of every downline of the filter.
 */
export default function UserProfitLossPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const filters = useTeamFilters();
  const report = useQuery({
    ...getTeamProfitLoss.query(filters.params),
    placeholderData: keepPreviousData,
  });
  const money = (value: number) => formatMoney(value, currencySymbol, i18n.language);
  const count = (value: number) => formatNumber(value, i18n.language);

  const columns: TableColumn<MemberProfitLoss>[] = [
    { key: 'account', header: t('account'), cell: (row) => row.account },
    {
      key: 'bets',
      header: t('bets'),
      align: 'end',
      cell: (row) => count(row.bets),
    },
    ...betAmountColumns<MemberProfitLoss>(
      { stake: t('stake'), validBet: t('validBet'), winLoss: t('winLoss') },
      i18n.language,
    ),
    {
      key: 'income',
      header: t('income'),
      align: 'end',
      cell: (row) => formatAmount(row.income, i18n.language),
    },
    {
      key: 'net',
      header: t('net'),
      align: 'end',
      cell: (row) => <SignedAmount amount={row.net} />,
    },
  ];
  const totals = report.data?.totals;

  return (
    <TeamReport<MemberProfitLoss>
      testId="user-profit-loss"
      text={t}
      filters={filters}
      totals={
        totals &&
        report.data && (
          <TotalsTiles
            testId="profit-loss-totals"
            tiles={[
              { key: 'members', label: t('members'), value: count(report.data.total) },
              { key: 'bets', label: t('bets'), value: count(totals.bets) },
              { key: 'stake', label: t('stake'), value: money(totals.stake) },
              { key: 'validBet', label: t('validBet'), value: money(totals.validBet) },
              {
                key: 'winLoss',
                label: t('winLoss'),
                value: <SignedAmount amount={totals.winLoss} />,
              },
              { key: 'income', label: t('income'), value: money(totals.income) },
              { key: 'net', label: t('net'), value: <SignedAmount amount={totals.net} /> },
            ]}
          />
        )
      }
      columns={columns}
      rowKey={(row) => row.account}
      answer={report}
    >
      <p className="records-note">{t('note')}</p>
    </TeamReport>
  );
}
