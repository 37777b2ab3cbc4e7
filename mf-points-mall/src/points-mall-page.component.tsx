import {
  ErrorState,
  formatMoney,
  formatNumber,
  getEventBus,
  isMember,
  isTrialAccount,
  SkeletonBlocks,
  useBusState,
  useTranslation,
  type PointConfig,
} from '@site/shared';
import { Tabs } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConvertDialog } from './features/convert/convert-dialog.component';
import { Goods } from './features/goods/goods.component';
import { PointDetails } from './features/point-details/point-details.component';
import { RedeemHistory } from './features/redeem-history/redeem-history.component';
import { NAMESPACE } from './i18n/translations';
import { getPointBalance, getPointConfig } from './ui/points.resource';
import './points-mall.css';

const SECTIONS = ['goods', 'history', 'details'] as const;
type Section = (typeof SECTIONS)[number];

/** The balance, what it is worth at the ratio, and the way to convert it. */
function BalanceCard({ balance, config }: { balance: number; config: PointConfig }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [converting, setConverting] = useState(false);
  const worth = formatMoney(balance / config.pointsPerUnit, config.currencySymbol, i18n.language);
  return (
    <section className="card points-balance" aria-labelledby="points-balance-title">
      <div>
        <p id="points-balance-title" className="card__meta">
          {t('balance')}
        </p>
        <p className="points-balance__value" data-testid="point-balance">
          {formatNumber(balance, i18n.language)}
        </p>
        <p className="points-muted">{t('worth', { amount: worth })}</p>
      </div>
      <button
        type="button"
        className="site-button site-button--primary"
        onClick={() => setConverting(true)}
        data-testid="open-convert"
      >
        {t('convert')}
      </button>
      {converting && (
        <ConvertDialog config={config} balance={balance} onClose={() => setConverting(false)} />
      )}
    </section>
  );
}

/** A real member's mall: balance, goods, redeem history and point details. */
function MemberMall() {
  const { t } = useTranslation(NAMESPACE);
  const [section, setSection] = useState<Section>('goods');
  const balanceQuery = useQuery(getPointBalance.query());
  const configQuery = useQuery(getPointConfig.query());
  const failed = balanceQuery.error ?? configQuery.error;
  if (failed)
    return (
      <ErrorState
        error={failed}
        onRetry={() => void Promise.all([balanceQuery.refetch(), configQuery.refetch()])}
      />
    );
  if (!balanceQuery.data || !configQuery.data)
    return <SkeletonBlocks count={3} height={120} label={t('loading')} />;
  const balance = balanceQuery.data.pointBalance;
  return (
    <>
      <BalanceCard balance={balance} config={configQuery.data} />
      <Tabs
        label={t('sections')}
        tabs={SECTIONS.map((id) => ({ id, label: t(`section.${id}`) }))}
        active={section}
        onChange={setSection}
      >
        {section === 'goods' ? (
          <Goods viewer={{ kind: 'member', balance }} />
        ) : section === 'history' ? (
          <RedeemHistory />
        ) : (
          <PointDetails currencySymbol={configQuery.data.currencySymbol} />
        )}
      </Tabs>
    </>
  );
}

/** /pointMall (banner group w_shop): everyone sees the goods; members redeem and convert. */
export function PointsMallPage() {
  const { t } = useTranslation(NAMESPACE);
  const session = useBusState('session');
  const trial = isTrialAccount(session);
  // Points are for real accounts only (spec §5, §6): a trial account is told so on arrival.
  useEffect(() => {
    if (trial) getEventBus().send('open-true-account-warning', { reason: 'points-mall' });
  }, [trial]);
  return (
    <div className="points-mall-page" data-testid="points-mall-page">
      <h1 className="page-heading">{t('title')}</h1>
      {isMember(session) && !trial ? (
        <MemberMall key={session.token} />
      ) : (
        <>
          <section className="site-state points-intro">
            <p className="site-state__title">{t(trial ? 'trialTitle' : 'guestTitle')}</p>
            <p>{t(trial ? 'trialBody' : 'guestBody')}</p>
            {!trial && (
              <button
                type="button"
                className="site-button site-button--primary"
                onClick={() => getEventBus().send('open-login', { reason: 'points-mall' })}
              >
                {t('login')}
              </button>
            )}
          </section>
          <Goods viewer={trial ? { kind: 'trial' } : { kind: 'guest' }} />
        </>
      )}
    </div>
  );
}
