import { useTranslation } from '@site/shared';
import { Link } from '@site/shared/router';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { ActivityStateBadge, activityStateOf } from './activity-state-badge';
import { formatPromotionPeriod } from './promotion-dates';
import type { Promotion } from '@site/shared';

export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const period = formatPromotionPeriod(t, promotion, i18n.language);
  return (
    <li className="promo-card" data-testid="promotion-card" data-code={promotion.code}>
      {/* The picture is decoration: the title below names the promotion. */}
      <img
        className="promo-card__image"
        src={promotion.imageUrl}
        alt=""
        width={1920}
        height={600}
        loading="lazy"
      />
      <div className="promo-card__body">
        <div className="promo-card__meta">
          <span className="promo-card__category">
            {t(`promotions.categories.${promotion.category}`, { defaultValue: promotion.category })}
          </span>
          <ActivityStateBadge state={activityStateOf(promotion)} />
        </div>
        <h2 className="promo-card__title">
          <Link to={`/promoDetail?id=${promotion.id}`} className="promo-card__link">
            {promotion.title}
          </Link>
        </h2>
        <p className="promo-card__summary">{promotion.summary}</p>
        <p className="promo-card__period">{period}</p>
        <span className="site-button site-button--primary promo-card__cta" aria-hidden="true">
          {t('promotions.details')}
        </span>
      </div>
    </li>
  );
}
