import { EmptyState, ErrorState, SkeletonBlocks, useApiQuery, type Language } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePermission, useRemoteEnabled } from '../../ui/brand-state';
import { loadGameLanes } from '../navigation/game-lanes.resource';
import { preloadRemotePage } from '../../app/federation/preload-remote';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { loadHotStrip, type HotStripItem } from './hot-games.resource';

function HotCard({ item }: { item: HotStripItem }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const name = item.kind === 'game' ? item.game.gameName : item.displayName;
  const vendor = item.kind === 'game' ? item.game.vassalage : item.vassalage;
  const image = item.kind === 'game' ? item.game.imageUrl : null;
  // A game opens on the shell's /game page; a vendor opens the lobby, worth fetching early.
  const preload = item.kind === 'vendor' ? () => preloadRemotePage('lobby') : undefined;
  return (
    <li className="hot-card">
      <Link to={item.path} className="hot-card__link" onMouseEnter={preload} onFocus={preload}>
        <span className="hot-card__art" aria-hidden="true">
          {image ? (
            <img src={image} alt="" width={160} height={160} loading="lazy" decoding="async" />
          ) : (
            <span className="hot-card__initials">{name.slice(0, 2).toUpperCase()}</span>
          )}
          <span className="hot-card__badge">{t('home.hotBadge')}</span>
        </span>
        <span className="hot-card__name">{name}</span>
        <span className="hot-card__vendor">{vendor}</span>
      </Link>
    </li>
  );
}

/** spec §7 home: hot games, from the API, as a sideways strip. */
export function HotGamesStrip() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const permission = usePermission();
  const lobby = useRemoteEnabled('lobby');
  const strip = useApiQuery(
    async (signal) =>
      loadHotStrip(
        await loadGameLanes(permission.merchantCode, signal),
        permission.merchantCode,
        i18n.language as Language,
        signal,
      ),
    [permission.merchantCode, i18n.language],
    lobby,
  );
  if (!lobby) return null;
  return (
    <section aria-labelledby="hot-title" className="home-section">
      <h2 id="hot-title" className="section-title">
        {t('home.hotTitle')}
      </h2>
      {strip.status === 'loading' && (
        <SkeletonBlocks count={6} height={196} label={t('home.loadingHot')} />
      )}
      {strip.status === 'error' && <ErrorState error={strip.error} onRetry={strip.retry} />}
      {strip.status === 'success' &&
        (strip.data.length === 0 ? (
          <EmptyState title={t('home.noHot')} />
        ) : (
          <ul className="hot-strip" data-testid="hot-strip">
            {strip.data.map((item) => (
              <HotCard
                key={
                  item.kind === 'game'
                    ? `g${item.game.nodeId}`
                    : `v${item.vassalage}${item.gameType}`
                }
                item={item}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}
