import { EmptyState, ErrorState, formatMoney, SkeletonBlocks } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { getWinners } from './winners.resource';

/** spec §9: the winner board lists 20. */
export const WINNER_BOARD_LIMIT = 20;

/** spec §7 home: the winner board (GCSGAME_getRankList, gameCategory ALL). */
export function WinnerBoard() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const winners = useQuery(
    getWinners.query({
      gameCategory: 'ALL',
      language: i18n.language,
      limitNum: WINNER_BOARD_LIMIT,
    }),
  );
  const time = new Intl.DateTimeFormat(i18n.language === 'bn' ? 'bn-BD' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <section aria-labelledby="winners-title" className="home-section winner-board">
      <h2 id="winners-title" className="section-title">
        {t('home.winnersTitle')}
      </h2>
      {winners.status === 'pending' && (
        <SkeletonBlocks count={4} height={44} label={t('home.loadingWinners')} />
      )}
      {winners.status === 'error' && (
        <ErrorState error={winners.error} onRetry={() => void winners.refetch()} />
      )}
      {winners.status === 'success' &&
        (winners.data.list.length === 0 ? (
          <EmptyState title={t('home.noWinners')} />
        ) : (
          // It scrolls on its own, so keyboard users must be able to focus it to scroll.
          <ol
            className="winner-board__list"
            data-testid="winner-board"
            tabIndex={0}
            aria-labelledby="winners-title"
          >
            {winners.data.list.map(({ vo }, index) => {
              // the API sends a ms timestamp; an ISO string is accepted too
              const at = new Date(Number.isFinite(Number(vo.time)) ? Number(vo.time) : vo.time);
              const valid = !Number.isNaN(at.getTime());
              return (
                <li key={`${vo.account}-${vo.time}-${index}`} className="winner-board__row">
                  <span className="winner-board__who">
                    <strong>{vo.account}</strong>
                    <span className="winner-board__game">
                      {vo.gameName} · {vo.vendor}
                    </span>
                  </span>
                  <span className="winner-board__amount">
                    {formatMoney(vo.winAmount, vo.currencySymbol, i18n.language)}
                    {valid && <time dateTime={at.toISOString()}>{time.format(at)}</time>}
                  </span>
                </li>
              );
            })}
          </ol>
        ))}
    </section>
  );
}
