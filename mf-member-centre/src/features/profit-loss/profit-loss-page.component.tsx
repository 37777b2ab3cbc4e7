import {
  brandTzOffset,
  ErrorState,
  formatMoney,
  type ProfitLoss,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import {
  DataTable,
  PeriodPicker,
  periodRange,
  toIsoDate,
  type PeriodValue,
  type TableColumn,
  BetTotalsTiles,
  betAmountColumns,
  SignedAmount,
  getGameMenus,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { addTranslations, NAMESPACE } from './i18n/profit-loss-translations';
import { getProfitLoss } from './profit-loss.resource';

addTranslations();

type CategoryRow = ProfitLoss['categories'][number];

/**
 * spec §2 personalProfit: the member's result over a period (daily, weekly, half-monthly,
 * monthly), by game category, counted from the same rounds as the betting record so the two
 * agree to the cent; then what the site paid apart from games, and the net.
 */
export default function ProfitLossPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  const { currencySymbol } = useBusState('balance');
  const [value, setValue] = useState<PeriodValue>(() => ({
    period: 'daily',
    range: periodRange('daily', toIsoDate(new Date())),
  }));
  const menus = useQuery(getGameMenus.query());
  const report = useQuery({
    ...getProfitLoss.query({
      from: value.range.from,
      to: value.range.to,
      tzOffset: brandTzOffset(),
    }),
    placeholderData: keepPreviousData,
  });
  const categoryName = (code: string) =>
    menus.data?.categories.find((entry) => entry.gameType === code)?.name[language] ??
    t('otherCategory');
  const columns: TableColumn<CategoryRow>[] = [
    { key: 'category', header: t('category'), cell: (row) => categoryName(row.category) },
    ...betAmountColumns<CategoryRow>(
      { stake: t('stake'), validBet: t('validBet'), winLoss: t('winLoss') },
      i18n.language,
    ),
  ];
  const labels = {
    count: t('count'),
    stake: t('stake'),
    validBet: t('validBet'),
    winLoss: t('winLoss'),
  };

  return (
    <div data-testid="profit-loss-page">
      <h3 className="section-title">{t('title')}</h3>
      <div className="records-filters">
        <PeriodPicker label={t('period')} value={value} onChange={setValue} />
      </div>
      {report.status === 'pending' && <SkeletonBlocks count={3} height={48} label={t('loading')} />}
      {report.status === 'error' && (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      )}
      {report.data && (
        <>
          <BetTotalsTiles testId="profit-loss-totals" totals={report.data.totals} labels={labels} />
          <h4 className="section-title">{t('byCategory')}</h4>
          <DataTable
            caption={t('byCategory')}
            columns={columns}
            rowKey={(row) => row.category}
            data={{ rows: report.data.categories, total: report.data.categories.length }}
            loading={report.isFetching}
            error={null}
            page={1}
            pageSize={Math.max(1, report.data.categories.length)}
            onPageChange={() => undefined}
            emptyTitle={t('emptyTitle')}
            emptyBody={t('emptyBody')}
          />
          <h4 className="section-title section-title--spaced">{t('income')}</h4>
          <dl className="detail-list" data-testid="profit-loss-income">
            {report.data.income.length === 0 ? (
              <>
                <dt>{t('incomeNone')}</dt>
                <dd>{formatMoney(0, currencySymbol, i18n.language)}</dd>
              </>
            ) : (
              report.data.income.map((line) => (
                <Fragment key={line.kind}>
                  <dt>{t(`incomeKinds.${line.kind}`)}</dt>
                  <dd>
                    <SignedAmount amount={line.amount} />
                  </dd>
                </Fragment>
              ))
            )}
            <dt>{t('net')}</dt>
            <dd data-testid="profit-loss-net">
              <SignedAmount amount={report.data.net} />
            </dd>
          </dl>
        </>
      )}
    </div>
  );
}
