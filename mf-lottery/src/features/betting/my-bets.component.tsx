import {
  EmptyState,
  ErrorState,
  formatMoney,
  type Language,
  localizeDigits,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { StatusBadge, toneOf } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { REFRESH_MS } from '../../config/lottery-config';
import { NAMESPACE } from '../../i18n/translations';
import { FamilyResult } from '../../ui/family-result.component';
import { isFamilyFormat } from '../../ui/family-result-rules';
import { ResultNumbers } from '../../ui/result-numbers.component';
import { getMyLotteryBets } from './betting.resource';
import { choiceLabel } from './choice-labels';

const PAGE_SIZE = 10;

/**
 * The member's bets on a game, newest first, each labelled by its net result (issue 40 item
 * 12: won only when the return is more than the stake, a partial return says so), with the
 * draw's result as its family shows it; paged.
 */
export function MyBets({ gameCode }: { gameCode: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const [pageNo, setPageNo] = useState(1);
  const bets = useQuery({
    ...getMyLotteryBets.query({ gameCode, pageNo, pageSize: PAGE_SIZE }),
    // While a bet waits for its draw, its state is re-read.
    refetchInterval: (query) =>
      query.state.data?.list.some((bet) => bet.status === 'OPEN') ? REFRESH_MS : false,
  });
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const pages = Math.max(1, Math.ceil((bets.data?.total ?? 0) / PAGE_SIZE));

  return (
    <section className="lottery-my-bets" aria-labelledby="lottery-my-bets-title">
      <h2 id="lottery-my-bets-title" className="section-heading">
        {t('bets.title')}
      </h2>
      {bets.status === 'pending' && <SkeletonBlocks count={3} height={60} label={t('loading')} />}
      {bets.status === 'error' && (
        <ErrorState error={bets.error} onRetry={() => void bets.refetch()} />
      )}
      {bets.status === 'success' && bets.data.list.length === 0 && (
        <EmptyState title={t('bets.empty')} />
      )}
      {bets.status === 'success' && bets.data.list.length > 0 && (
        <ul className="lottery-bet-list">
          {bets.data.list.map((bet) => (
            <li key={bet.betId} className="card lottery-bet" data-testid="lottery-bet">
              <div className="lottery-bet__head">
                <strong>{t(`betTypes.${bet.betType}.name`)}</strong>
                <StatusBadge
                  tone={toneOf(bet.outcome, {
                    OPEN: 'info',
                    WON: 'success',
                    RETURNED: 'warning',
                    LOST: 'neutral',
                    CANCELLED: 'warning',
                  })}
                >
                  <span
                    data-testid="lottery-bet-status"
                    data-status={bet.status}
                    data-outcome={bet.outcome}
                  >
                    {t(`bets.outcome.${bet.outcome}`, {
                      win: money(bet.win),
                      total: money(bet.total),
                      net: money(bet.win - bet.total),
                    })}
                  </span>
                </StatusBadge>
              </div>
              <p className="card__meta">
                {t('bets.period', {
                  period: localizeDigits(bet.period, i18n.language),
                  name: bet.gameName[i18n.language as Language] ?? bet.gameName.en,
                })}
              </p>
              <p>
                {bet.lines
                  .map((line) =>
                    line
                      .map((value) => choiceLabel(t, i18n.language, bet.betType, value))
                      .join('-'),
                  )
                  .join(', ')}
              </p>
              <p className="card__meta">
                {t('bets.amounts', { total: money(bet.total), win: money(bet.win) })}
              </p>
              {bet.result &&
                (isFamilyFormat(bet.resultFormat) ? (
                  <FamilyResult format={bet.resultFormat} numbers={bet.result} compact />
                ) : (
                  <ResultNumbers numbers={bet.result} limit={1} />
                ))}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="lottery-pager" aria-label={t('bets.pages')}>
          <button
            type="button"
            className="site-button"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('bets.previous')}
          </button>
          <span>
            {t('bets.page', {
              page: localizeDigits(String(pageNo), i18n.language),
              pages: localizeDigits(String(pages), i18n.language),
            })}
          </span>
          <button
            type="button"
            className="site-button"
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('bets.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
