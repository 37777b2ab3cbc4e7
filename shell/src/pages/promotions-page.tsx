import {
  EmptyState,
  ErrorState,
  isMember,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '@site/shared/router';
import { PromotionCard } from '../features/promotions/promotion-card';
import { listMemberPromotions, listPromotions } from '../features/promotions/promotions.resource';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import './pages.css';

/** spec §2 /promotions: the list by category; the category is in the address so it can be shared. */
export function PromotionsPage() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const member = isMember(useBusState('session'));
  const [query, setQuery] = useSearchParams();
  const category = query.get('category') ?? '';
  // The categories come from the unfiltered list, so the tabs stay when one is chosen.
  const list = member ? listMemberPromotions : listPromotions;
  const all = useQuery(list.query({ language: i18n.language }));
  const shown = useQuery({
    ...list.query({ category, language: i18n.language }),
    enabled: category !== '',
  });
  const current = category ? shown : all;
  const categories = all.status === 'success' ? all.data.categories : [];

  return (
    <div className="page promotions-page" data-testid="promotions-page">
      <h1 className="page-heading">{t('promotions.title')}</h1>
      <p className="page-lead">{t('promotions.lead')}</p>
      <nav className="promo-lucky" aria-label={t('promotions.luckyLabel')}>
        <Link to="/wheel" className="promo-lucky__link promo-lucky__link--wheel">
          <span className="promo-lucky__title">{t('promotions.wheel')}</span>
          <span className="promo-lucky__body">{t('promotions.wheelBody')}</span>
        </Link>
        <Link to="/redEnvelope" className="promo-lucky__link promo-lucky__link--envelope">
          <span className="promo-lucky__title">{t('promotions.redEnvelope')}</span>
          <span className="promo-lucky__body">{t('promotions.redEnvelopeBody')}</span>
        </Link>
      </nav>
      {categories.length > 0 && (
        <div className="tabs" role="tablist" aria-label={t('promotions.categoriesLabel')}>
          {['', ...categories].map((code) => (
            <button
              key={code || 'all'}
              type="button"
              role="tab"
              aria-selected={code === category}
              aria-controls="promotion-list"
              onClick={() => setQuery(code ? { category: code } : {})}
            >
              {code
                ? t(`promotions.categories.${code}`, { defaultValue: code })
                : t('promotions.allCategories')}
            </button>
          ))}
        </div>
      )}
      <div id="promotion-list" role={categories.length > 0 ? 'tabpanel' : undefined}>
        {current.status === 'pending' && (
          <SkeletonBlocks count={4} height={260} label={t('promotions.loading')} />
        )}
        {current.status === 'error' && (
          <ErrorState error={current.error} onRetry={() => void current.refetch()} />
        )}
        {current.status === 'success' &&
          (current.data.list.length === 0 ? (
            <EmptyState title={t('promotions.empty')} body={t('promotions.emptyBody')} />
          ) : (
            <ul className="promo-grid">
              {current.data.list.map((promotion) => (
                <PromotionCard key={promotion.id} promotion={promotion} />
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}
