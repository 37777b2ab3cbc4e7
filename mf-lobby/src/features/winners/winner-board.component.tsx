import { EmptyState, ErrorState, formatMoney, SkeletonBlocks, useTranslation } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LOBBY_CONFIG } from '../../config/lobby-config';
import { NAMESPACE } from '../../i18n/translations';
import './winner-board.css';
import '../../ui/toggle-button.css';
import { getWinners } from './winners.resource';

type View = 'latest' | 'top';

/** Winner board (latest wins) and rank list (biggest wins) of a category, spec §2/§9 limit 20. */
export function WinnerBoard({ category }: { category: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [view, setView] = useState<View>('latest');
  const winners = useQuery(
    getWinners.query({
      gameCategory: category,
      language: i18n.language,
      limitNum: LOBBY_CONFIG.winnersLimit,
    }),
  );
  const list =
    winners.status === 'success'
      ? view === 'top'
        ? [...winners.data.list].sort((a, b) => b.vo.winAmount - a.vo.winAmount)
        : winners.data.list
      : [];

  return (
    <section className="winners" aria-labelledby="winners-title" data-testid="winner-board">
      <div className="winners__header">
        <h2 id="winners-title" className="winners__title">
          {t('winnersTitle')}
        </h2>
        <div role="group" aria-label={t('winnersTitle')} className="winners__views">
          {(['latest', 'top'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              className="toggle-button"
              onClick={() => setView(option)}
            >
              {t(`winners.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {winners.status === 'pending' && <SkeletonBlocks count={4} height={36} />}
      {winners.status === 'error' && (
        <ErrorState error={winners.error} onRetry={() => void winners.refetch()} />
      )}
      {winners.status === 'success' && list.length === 0 && (
        <EmptyState title={t('winnersEmpty')} />
      )}
      {list.length > 0 && (
        // It scrolls on its own, so keyboard users must be able to focus it to scroll.
        <ol className="winners__list" tabIndex={0} aria-labelledby="winners-title">
          {list.map(({ vo }, index) => (
            <li key={`${vo.account}-${vo.time}-${index}`} className="winners__row">
              <span className="winners__rank">{t('rank', { rank: index + 1 })}</span>
              <span className="winners__who">
                <strong>{vo.account}</strong>
                <span className="winners__game">
                  {vo.gameName} · {vo.vendor}
                </span>
              </span>
              <span className="winners__amount">
                {formatMoney(vo.winAmount, vo.currencySymbol, i18n.language)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
