import {
  EmptyState,
  ErrorState,
  FIXED_CONFIG,
  type Language,
  SkeletonBlocks,
  useTranslation,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@site/shared/router';
import { getPopularLotteries } from './features/popular/popular-lotteries.resource';
import { NAMESPACE } from './i18n/translations';

/** spec §9 prize modes. */
const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
const POPULAR_COUNT = 20;

const UNITS = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
] as const;

/** A draw interval in the largest whole unit, as a translation key and its count. */
export function drawInterval(seconds: number): [string, { count: number }] {
  for (const [unit, size] of UNITS) {
    if (seconds >= size && seconds % size === 0)
      return [`drawEvery.${unit}`, { count: seconds / size }];
  }
  return ['drawEvery.seconds', { count: seconds }];
}

type LotteryPageProps = {
  pageType: string;
  gameCode?: string | null;
  vendor?: string | null;
  playType?: string | null;
};

/**
 * /lottery and /vnlottery: the popular lotteries of the brand, filtered by prize mode, and by
 * vendor when the address names one (the header's lottery vendor links).
 */
export function LotteryPage({ pageType, gameCode, vendor }: LotteryPageProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language as Language;
  const [prizeMode, setPrizeMode] = useState<string | null>(null);
  const popular = useQuery(
    getPopularLotteries.query({
      count: POPULAR_COUNT,
      device: FIXED_CONFIG.device,
      language,
      ...(prizeMode ? { prizeMode } : {}),
      ...(vendor ? { vendor } : {}),
    }),
  );

  return (
    <div className="lottery-page" data-testid="lottery-page" data-page-type={pageType}>
      <h1 className="page-heading">{t(pageType === 'vnlottery' ? 'vnTitle' : 'title')}</h1>
      {vendor && (
        <p className="card__meta" data-testid="lottery-vendor">
          {t('vendorFilter', { vendor })} <Link to={`/${pageType}`}>{t('allVendors')}</Link>
        </p>
      )}
      <div className="tabs" role="tablist" aria-label={t('prizeModes')}>
        {[null, ...PRIZE_MODES].map((mode) => (
          <button
            key={mode ?? 'all'}
            type="button"
            role="tab"
            aria-selected={prizeMode === mode}
            onClick={() => setPrizeMode(mode)}
          >
            {mode ? t(`modes.${mode}`) : t('modes.all')}
          </button>
        ))}
      </div>
      {popular.status === 'pending' && (
        <SkeletonBlocks count={8} height={110} label={t('loading')} />
      )}
      {popular.status === 'error' && (
        <ErrorState error={popular.error} onRetry={() => void popular.refetch()} />
      )}
      {popular.status === 'success' &&
        (popular.data.list.length === 0 ? (
          <EmptyState title={t('empty')} />
        ) : (
          <ul className="card-grid" aria-label={t('popular')}>
            {popular.data.list.map((game) => (
              <li
                key={game.gameCode}
                className="card"
                data-testid="lottery-card"
                aria-current={game.gameCode === gameCode ? 'true' : undefined}
              >
                <p className="card__title">{game.gameName[language]}</p>
                <p className="card__meta">
                  {t(`modes.${game.prizeMode}`, { defaultValue: game.prizeMode })}
                </p>
                <p className="card__meta">{t(...drawInterval(game.drawIntervalSeconds))}</p>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
