import {
  ErrorState,
  formatMoney,
  formatNumber,
  refreshBalance,
  SkeletonBlocks,
  useBusState,
  useTranslation,
  type RebateLine,
} from '@site/shared';
import {
  ConfirmDialog,
  DataTable,
  formatAmount,
  formatDateTime,
  useFailureMessage,
  type TableColumn,
} from '@site/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@site/shared';
import { useRefreshOnBalanceChange } from '../../ui/use-refresh-on-balance-change';
import { claimRebate } from './claim-rebate.resource';
import { addManualRebateTranslations, NAMESPACE } from './i18n/manual-rebate-translations';
import { RebateClaims } from './rebate-claims.component';
import { getRebateClaims } from './rebate-claims.resource';
import { getRebatePreview } from './rebate-preview.resource';
import './manual-rebate.css';

addManualRebateTranslations();

type Outcome = { tone: 'success'; text: string } | { tone: 'error'; text: string } | null;

/**
 * spec §2 manualRebate (flag MANUAL_REBATE): the rebate of the valid bets since the last claim,
 * per game category with its rate, the total, a confirmed claim, and the claims so far.
 */
export default function ManualRebatePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const failure = useRebateFailure();
  const queryClient = useQueryClient();
  const { currencySymbol, sumBalance } = useBusState('balance');
  const symbol = currencySymbol ?? '৳';
  const preview = useQuery(getRebatePreview.query());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Rounds settled while the page is open move the balance: the rebate is asked again.
  useRefreshOnBalanceChange(sumBalance, getRebatePreview.endpointKey);

  if (preview.status === 'pending')
    return <SkeletonBlocks count={3} height={90} label={t('loading')} />;
  if (preview.status === 'error')
    return <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />;

  const data = preview.data;
  const language = i18n.language;
  const money = (amount: number) => formatMoney(amount, symbol, language);
  const percent = (value: number) =>
    t('percent', { value: formatNumber(value, language, { maximumFractionDigits: 2 }) });
  const end = formatDateTime(data.periodEnd, language);
  const categoryName = (category: string) =>
    t(`categories.${category}`, { defaultValue: category });
  // The categories played in the window; every rate is listed below the total.
  const played = data.lines.filter((line) => line.validBet > 0);
  const columns: TableColumn<RebateLine>[] = [
    {
      key: 'category',
      header: t('category'),
      cell: (line) => categoryName(line.category),
    },
    {
      key: 'validBet',
      header: t('validBet'),
      align: 'end',
      cell: (line) => formatAmount(line.validBet, language),
    },
    { key: 'rate', header: t('rate'), align: 'end', cell: (line) => percent(line.ratePercent) },
    {
      key: 'rebate',
      header: t('rebate'),
      align: 'end',
      cell: (line) => formatAmount(line.rebate, language),
    },
  ];

  const claim = async () => {
    try {
      const claimed = await claimRebate();
      setOutcome({ tone: 'success', text: t('claimed', { amount: money(claimed.amount) }) });
      void refreshBalance();
    } catch (error) {
      setOutcome({ tone: 'error', text: failure(error) });
    } finally {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: getRebatePreview.endpointKey });
      void queryClient.invalidateQueries({ queryKey: getRebateClaims.endpointKey });
    }
  };

  return (
    <div className="rebate-page" data-testid="manual-rebate-page">
      <h3 className="section-title">{t('title')}</h3>
      <section className="card rebate-card" aria-labelledby="rebate-now-title">
        <h4 id="rebate-now-title" className="rebate-card__title">
          {t('now')}
        </h4>
        <p className="rebate-muted">
          {data.periodStart
            ? t('sinceClaim', { start: formatDateTime(data.periodStart, language), end })
            : t('sinceStart', { end })}
          {data.vipBonusPercent > 0 && (
            <>
              {' '}
              {t('vipBonus', {
                level: formatNumber(data.vipLevel, language),
                bonus: percent(data.vipBonusPercent),
              })}
            </>
          )}
        </p>
        {played.length > 0 ? (
          // One short list, never paged: the table without its pager.
          <div className="rebate-lines">
            <DataTable
              caption={t('table')}
              columns={columns}
              rowKey={(line) => line.category}
              data={{ rows: played, total: played.length }}
              loading={preview.isFetching}
              error={null}
              page={1}
              pageSize={played.length}
              onPageChange={() => undefined}
              stackOnPhone
            />
          </div>
        ) : (
          <p className="rebate-muted">{t('nothingYet')}</p>
        )}
        <div className="rebate-total" data-testid="rebate-total">
          <div>
            <div className="rebate-total__label">{t('total')}</div>
            <div className="rebate-total__amount">{money(data.total)}</div>
            <div className="rebate-muted">
              {t('totalValidBet', { amount: money(data.validBet) })}
            </div>
          </div>
          <button
            type="button"
            className="site-button site-button--primary"
            disabled={data.total <= 0}
            onClick={() => {
              setOutcome(null);
              setConfirming(true);
            }}
          >
            {t('claim')}
          </button>
        </div>
        <div
          aria-live="polite"
          role="status"
          className="rebate-outcome"
          data-testid="rebate-outcome"
        >
          {outcome && (
            <p className={`rebate-outcome__text rebate-outcome__text--${outcome.tone}`}>
              {outcome.text}
            </p>
          )}
        </div>
        <details className="rebate-rates">
          <summary>{t('rates')}</summary>
          <ul className="rebate-rates__list" aria-label={t('rates')}>
            {data.lines.map((line) => (
              <li key={line.category}>
                <span>{categoryName(line.category)}</span>
                <span>{percent(line.ratePercent)}</span>
              </li>
            ))}
          </ul>
        </details>
      </section>
      <RebateClaims currencySymbol={symbol} />
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        confirmLabel={t('confirm', { amount: money(data.total) })}
        onCancel={() => setConfirming(false)}
        onConfirm={claim}
        testId="rebate-confirm"
      >
        {t('confirmBody', { amount: money(data.total) })}
      </ConfirmDialog>
    </div>
  );
}

/** A refused claim in the reader's words: the page's own codes, else the shared text. */
function useRebateFailure() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const fallback = useFailureMessage();
  return (failure: unknown): string => {
    const key = failure instanceof ApiError ? `errors.${failure.code}` : null;
    return key && i18n.exists(key, { ns: NAMESPACE }) ? t(key) : fallback(failure);
  };
}
