import {
  api,
  EmptyState,
  ErrorState,
  getEventBus,
  isMember,
  SkeletonBlocks,
  useApiQuery,
  useBusState,
  type Language,
  type MemberSession,
} from '@site/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './i18n/translations';
import './points-mall.css';

const REWARDS_PAGE_SIZE = 20;

function MemberPoints({ session }: { session: MemberSession }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language as Language;
  const data = useApiQuery(
    async (signal) => {
      const [balance, rewards] = await Promise.all([
        api.points.balance(undefined, signal),
        api.points.rewards({ pageNo: 1, pageSize: REWARDS_PAGE_SIZE }, signal),
      ]);
      return { balance, rewards };
    },
    [session.token],
  );
  if (data.status === 'loading')
    return <SkeletonBlocks count={6} height={120} label={t('loading')} />;
  if (data.status === 'error') return <ErrorState error={data.error} onRetry={data.retry} />;
  const { balance, rewards } = data.data;
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
        <MemberPoints session={session} />
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
