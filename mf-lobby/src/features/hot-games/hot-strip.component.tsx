import {
  EmptyState,
  ErrorState,
  type Language,
  SESSION_KEYS,
  SkeletonBlocks,
  useTranslation,
} from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@site/shared/router';
import { NAMESPACE } from '../../i18n/translations';
import { getGameMenus } from '../../ui/games.resource';
import { loadHotStrip, type HotStripItem } from './hot-strip.resource';
import './hot-strip.css';

function HotCard({ item }: { item: HotStripItem }) {
  const { t } = useTranslation(NAMESPACE);
  const name = item.kind === 'game' ? item.game.gameName : item.displayName;
  const vendor = item.kind === 'game' ? item.game.vassalage : item.vassalage;
  const image = item.kind === 'game' ? item.game.imageUrl : item.smallIcon || null;
  return (
    <li className="hot-card">
      <Link to={item.path} className="hot-card__link">
        <span className="hot-card__art" aria-hidden="true">
          {image ? (
            <img
              className={item.kind === 'vendor' ? 'hot-card__logo' : undefined}
              src={image}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="hot-card__initials">{name.slice(0, 2).toUpperCase()}</span>
          )}
          <span className="hot-card__badge">{t('hotStrip.badge')}</span>
        </span>
        <span className="hot-card__name">{name}</span>
        <span className="hot-card__vendor">{vendor}</span>
      </Link>
    </li>
  );
}

/** spec §7 home: hot games, from the API, as a sideways strip (exposed for the shell's home). */
export function HotGamesStrip() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const merchantCode = sessionStorage.getItem(SESSION_KEYS.merchantCode) ?? '';
  const queryClient = useQueryClient();
  const strip = useQuery({
    queryKey: ['lobby', 'hot-strip', merchantCode, i18n.language],
    // The menus come from the page's cache when the home page has them already.
    queryFn: async ({ signal }) =>
      loadHotStrip(
        (await queryClient.fetchQuery(getGameMenus.query())).categories,
        merchantCode,
        i18n.language as Language,
        signal,
      ),
  });
  return (
    <section aria-labelledby="hot-title">
      <h2 id="hot-title" className="section-title">
        {t('hotStrip.title')}
      </h2>
      {strip.status === 'pending' && (
        <SkeletonBlocks count={6} height={196} label={t('hotStrip.loading')} />
      )}
      {strip.status === 'error' && (
        <ErrorState error={strip.error} onRetry={() => void strip.refetch()} />
      )}
      {strip.status === 'success' &&
        (strip.data.length === 0 ? (
          <EmptyState title={t('hotStrip.empty')} />
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
