import {
  brandTzOffset,
  ErrorState,
  formatMoney,
  formatNumber,
  SkeletonBlocks,
  useBusState,
  useTranslation,
  type TeamReport,
  type TeamScope,
} from '@site/shared';
import {
  PeriodPicker,
  periodRange,
  SignedAmount,
  toIsoDate,
  type PeriodValue,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { addTeamOverviewTranslations, NAMESPACE } from './i18n/team-overview-translations';
import { getTeamOverview } from './team-overview.resource';

addTeamOverviewTranslations();

const SCOPES: readonly TeamScope[] = ['team', 'direct'];

/**
 * spec §2 team overview: the head count, joiners, players, cash flow and play of the agent's
 * team in a period (today, this week, half-month or month, stepping back to yesterday, last
 * week…), for the whole subtree or the direct downline only.
 */
export default function TeamOverviewPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const [period, setPeriod] = useState<PeriodValue>(() => ({
    period: 'daily',
    range: periodRange('daily', toIsoDate(new Date())),
  }));
  const [scope, setScope] = useState<TeamScope>('team');
  const report = useQuery({
    ...getTeamOverview.query({
      from: period.range.from,
      to: period.range.to,
      tzOffset: brandTzOffset(),
      scope,
    }),
    placeholderData: keepPreviousData,
  });
  const count = (value: number) => formatNumber(value, i18n.language);
  const money = (value: number) => formatMoney(value, currencySymbol, i18n.language);
  const figures: readonly [keyof Omit<TeamReport, 'scope'>, (data: TeamReport) => ReactNode][] = [
    ['members', (data) => count(data.members)],
    ['newMembers', (data) => count(data.newMembers)],
    ['activeMembers', (data) => count(data.activeMembers)],
    ['deposits', (data) => money(data.deposits)],
    ['withdrawals', (data) => money(data.withdrawals)],
    ['validBet', (data) => money(data.validBet)],
    ['profitLoss', (data) => <SignedAmount amount={data.profitLoss} />],
    ['balance', (data) => money(data.balance)],
  ];

  return (
    <div data-testid="team-overview">
      <h3 className="section-title">{t('title')}</h3>
      <div className="records-filters">
        <PeriodPicker label={t('period')} value={period} onChange={setPeriod} />
        <fieldset className="date-range">
          <legend>{t('scope')}</legend>
          <div className="date-range__presets">
            {SCOPES.map((option) => (
              <button
                key={option}
                type="button"
                className="date-range__preset"
                aria-pressed={option === scope}
                onClick={() => setScope(option)}
              >
                {t(`scopes.${option}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      {report.status === 'pending' ? (
        <SkeletonBlocks count={4} height={60} label={t('loading')} />
      ) : report.status === 'error' ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <dl
          className="records-totals team-figures"
          data-testid="team-figures"
          aria-live="polite"
          aria-busy={report.isFetching}
        >
          {figures.map(([key, show]) => (
            <div key={key}>
              <dt>{t(`figures.${key}`)}</dt>
              <dd data-figure={key}>{show(report.data)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="records-note">{t(`notes.${scope}`)}</p>
    </div>
  );
}
