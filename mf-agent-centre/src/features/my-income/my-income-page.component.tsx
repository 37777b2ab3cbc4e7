import {
  EmptyState,
  ErrorState,
  formatMoney,
  SkeletonBlocks,
  useBusState,
  useTranslation,
  brandTzOffset,
} from '@site/shared';
import {
  DatePresetPicker,
  presetRange,
  toIsoDate,
  type DatePreset,
  type DateRange,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getAgentIncome } from './agent-income.resource';
import { addMyIncomeTranslations, NAMESPACE } from './i18n/my-income-translations';
import './my-income.css';

addMyIncomeTranslations();

/** The sources of an agent's income (spec §1), in the order the page lists them. */
const INCOME_KINDS = ['SALARY', 'DIVIDEND', 'COMMISSION'] as const;
const PRESETS: readonly DatePreset[] = ['previous7', 'previous30'];

/** The reader's offset from UTC in minutes, so "today" is the reader's day. */

/**
 * spec §1 agent income: the salaries, dividends and commissions the agent's wallet received in
 * the chosen days, by source, with their total.
 */
export default function MyIncomePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const [range, setRange] = useState<DateRange>(() =>
    presetRange('previous7', toIsoDate(new Date())),
  );
  const income = useQuery({
    ...getAgentIncome.query({ from: range.from, to: range.to, tzOffset: brandTzOffset() }),
    placeholderData: keepPreviousData,
  });
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);

  return (
    <div data-testid="my-income">
      <h3 className="section-title">{t('title')}</h3>
      <div className="my-income__filters">
        <DatePresetPicker label={t('period')} value={range} onChange={setRange} presets={PRESETS} />
      </div>
      {income.status === 'pending' && <SkeletonBlocks count={3} height={72} label={t('loading')} />}
      {income.status === 'error' && (
        <ErrorState error={income.error} onRetry={() => void income.refetch()} />
      )}
      {income.data && (
        <div aria-busy={income.isFetching || undefined}>
          {income.data.byKind.length === 0 ? (
            <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
          ) : (
            <>
              <p className="my-income__total" data-testid="income-total">
                <span>{t('total')}</span> <strong>{money(income.data.total)}</strong>
              </p>
              <ul className="card-grid" aria-label={t('bySource')} data-testid="income-by-kind">
                {INCOME_KINDS.map((kind) => {
                  const line = income.data.byKind.find((entry) => entry.kind === kind);
                  return (
                    <li className="card" key={kind}>
                      <p className="card__meta">{t(`kinds.${kind}`)}</p>
                      <p className="card__title">{money(line?.amount ?? 0)}</p>
                      <p className="card__meta">{t(`hints.${kind}`)}</p>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          <p className="form__hint my-income__about">{t('about')}</p>
        </div>
      )}
    </div>
  );
}
