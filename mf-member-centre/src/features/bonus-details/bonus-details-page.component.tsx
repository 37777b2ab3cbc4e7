import {
  EmptyState,
  ErrorState,
  formatMoney,
  type MemberBonus,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { StatusBadge, type StatusTone } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@site/shared/ui';
import './bonus-details.css';
import { getBonuses } from './bonuses.resource';
import { addTranslations, NAMESPACE } from './i18n/bonus-details-translations';

addTranslations();

const STATE_TONES: Record<MemberBonus['state'], StatusTone> = {
  ACTIVE: 'info',
  COMPLETED: 'success',
  EXPIRED: 'neutral',
  CANCELLED: 'danger',
};

/** Whole percent of the turnover done, 100 when nothing is required. */
const percentOf = (bonus: MemberBonus) =>
  bonus.turnoverRequired <= 0
    ? 100
    : Math.min(100, Math.floor((bonus.turnoverDone / bonus.turnoverRequired) * 100));

/**
 * spec §2 bonusDetails: each bonus the member claimed, with its amount, the turnover required
 * and done (valid bets since the claim, counted on the server), its expiry and state. While an
 * active bonus's turnover is unmet, the withdrawal page says so and how much is left.
 */
export default function BonusDetailsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const bonuses = useQuery({ ...getBonuses.query(), refetchInterval: 15_000 });
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const number = new Intl.NumberFormat(i18n.language === 'bn' ? 'bn-BD' : 'en-GB');
  const date = (ms: number) => formatDateTime(new Date(ms).toISOString(), i18n.language);
  const list = bonuses.data?.list ?? [];

  return (
    <div data-testid="bonus-details-page" className="bonus-details">
      <h3 className="section-title">{t('title')}</h3>
      {bonuses.status === 'pending' && (
        <SkeletonBlocks count={2} height={140} label={t('loading')} />
      )}
      {bonuses.status === 'error' && (
        <ErrorState error={bonuses.error} onRetry={() => void bonuses.refetch()} />
      )}
      {bonuses.data && list.length === 0 && (
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      )}
      {list.length > 0 && (
        <ul className="bonus-list" data-testid="bonus-list">
          {list.map((bonus) => {
            const percent = percentOf(bonus);
            const labelId = `bonus-${bonus.id}-turnover`;
            const left = Math.max(0, bonus.turnoverRequired - bonus.turnoverDone);
            return (
              <li key={bonus.id} className="bonus-card" data-testid={`bonus-${bonus.id}`}>
                <div className="bonus-card__head">
                  <span className="bonus-card__title">{bonus.title}</span>
                  <StatusBadge tone={STATE_TONES[bonus.state]}>
                    {t(`states.${bonus.state}`)}
                  </StatusBadge>
                </div>
                <dl className="bonus-card__facts">
                  <dt>{t('amount')}</dt>
                  <dd>{money(bonus.amount)}</dd>
                  <dt>{t('required')}</dt>
                  <dd>{money(bonus.turnoverRequired)}</dd>
                  <dt>{t('done')}</dt>
                  <dd data-testid={`bonus-${bonus.id}-done`}>{money(bonus.turnoverDone)}</dd>
                  <dt>{bonus.state === 'ACTIVE' ? t('expires') : t('claimed')}</dt>
                  <dd>
                    {bonus.state === 'ACTIVE'
                      ? bonus.expiresAt !== null
                        ? date(bonus.expiresAt)
                        : t('noExpiry')
                      : date(bonus.claimedAt)}
                  </dd>
                </dl>
                <p id={labelId} className="bonus-card__label">
                  {t('progressLabel')}
                </p>
                <div
                  className="bonus-card__bar"
                  role="progressbar"
                  aria-labelledby={labelId}
                  aria-valuemin={0}
                  aria-valuemax={bonus.turnoverRequired}
                  aria-valuenow={bonus.turnoverDone}
                  aria-valuetext={t('progressText', {
                    done: money(bonus.turnoverDone),
                    required: money(bonus.turnoverRequired),
                    percent: number.format(percent),
                  })}
                >
                  <span style={{ width: `${percent}%` }} />
                </div>
                <p className="bonus-card__note">
                  {bonus.state === 'ACTIVE'
                    ? t('left', { left: money(left), percent: number.format(percent) })
                    : t(`notes.${bonus.state}`)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
