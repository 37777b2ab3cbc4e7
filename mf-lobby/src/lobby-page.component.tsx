import {
  api,
  EmptyState,
  ErrorState,
  SkeletonBlocks,
  useApiQuery,
  type Language,
  type VendorCard,
} from '@site/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './i18n/translations';
import './lobby.css';

function VendorTile({ vendor }: { vendor: VendorCard }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <li className="card vendor-tile" data-testid="vendor-tile">
      <span className="vendor-tile__logo" aria-hidden="true">
        {vendor.displayName.slice(0, 2).toUpperCase()}
      </span>
      <p className="card__title">{vendor.displayName}</p>
      <p className="card__meta">
        {vendor.vassalage}
        {vendor.isHot === 1 && <span className="badge badge--hot">{t('hot')}</span>}
      </p>
    </li>
  );
}

/** A game category page (/live, /sports, /esports, /rng, /fish, /pvp): its vendors, from the API. */
export function LobbyPage({ category }: { category: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const menus = useApiQuery((signal) => api.games.menus(undefined, signal), []);
  const language = i18n.language as Language;

  if (menus.status === 'loading')
    return <SkeletonBlocks count={12} height={140} label={t('loading')} />;
  if (menus.status === 'error') return <ErrorState error={menus.error} onRetry={menus.retry} />;
  const current = menus.data.categories.find((candidate) => candidate.gameType === category);
  if (!current) return <EmptyState title={t('unknownCategory')} />;

  return (
    <div className="lobby-page" data-testid="lobby-page" data-category={category}>
      <header className="lobby-page__header">
        <h1 className="page-heading">{current.name[language]}</h1>
        <p className="card__meta">{t('vendorCount', { count: current.vendors.length })}</p>
      </header>
      {current.vendors.length === 0 ? (
        <EmptyState title={t('noVendors')} />
      ) : (
        <ul className="card-grid" aria-label={t('vendors')}>
          {current.vendors.map((vendor) => (
            <VendorTile key={vendor.vassalage} vendor={vendor} />
          ))}
        </ul>
      )}
    </div>
  );
}
