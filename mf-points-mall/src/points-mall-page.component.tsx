import {
  EmptyState,
  ErrorState,
  getEventBus,
  isMember,
  type Language,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { getPointBalance, getPointRewards } from './features/points/points.resource';
import { NAMESPACE } from './i18n/translations';
import './points-mall.css';

const REWARDS_PAGE_SIZE = 20;

function MemberPoints() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language as Language;
  const balanceQuery = useQuery(getPointBalance.query());
  const rewardsQuery = useQuery(getPointRewards.query({ pageNo: 1, pageSize: REWARDS_PAGE_SIZE }));
  const failed = balanceQuery.error ?? rewardsQuery.error;
  if (failed)
    return (
      <ErrorState
        error={failed}
        onRetry={() => void Promise.all([balanceQuery.refetch(), rewardsQuery.refetch()])}
      />
    );
  if (!balanceQuery.data || !rewardsQuery.data)
    return <SkeletonBlocks count={6} height={120} label={t('loading')} />;
  const balance = balanceQuery.data;
  const rewards = rewardsQuery.data;
  return (
    <>
      <section className="card points-balance" aria-label={t('balance')}>
        <p className="card__meta">{t('balance')}</p>
        <p className="points-balance__value" data-testid="point-balance">
          {new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US').format(
            balance.pointBalance,
          )}
        </p>
      </section>
      <h2 className="section-title">{t('rewards')}</h2>
      {rewards.list.length === 0 ? (
        <EmptyState title={t('noRewards')} />
      ) : (
        <ul className="card-grid">
          {rewards.list.map((reward) => (
            <li key={reward.id} className="card" data-testid="reward-card">
              <p className="card__title">{reward.name[language]}</p>
              <p className="card__meta">{t('cost', { points: reward.points })}</p>
              <p className="card__meta">
                {reward.stock > 0 ? t('stock', { count: reward.stock }) : t('soldOut')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /pointMall: the member's points and the rewards they can redeem. */
export function PointsMallPage() {
  const { t } = useTranslation(NAMESPACE);
  const session = useBusState('session');
  return (
    <div className="points-mall-page" data-testid="points-mall-page">
      <h1 className="page-heading">{t('title')}</h1>
      {isMember(session) ? (
        <MemberPoints key={session.token} />
      ) : (
        <section className="site-state">
          <p className="site-state__title">{t('guestTitle')}</p>
          <p>{t('guestBody')}</p>
          <button
            type="button"
            className="site-button site-button--primary"
            onClick={() => getEventBus().send('open-login', { reason: 'points-mall' })}
          >
            {t('login')}
          </button>
        </section>
      )}
    </div>
  );
}
