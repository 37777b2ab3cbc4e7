import {
  EmptyState,
  ErrorState,
  formatNumber,
  getEventBus,
  SkeletonBlocks,
  useTranslation,
  type Language,
  type PointReward,
  type RewardCategory,
} from '@site/shared';
import { Tabs } from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getMemberGoods, getPublicGoods } from './goods.resource';
import { NAMESPACE } from './i18n/goods-translations';
import { maxQuantity } from './quantity';
import { RedeemDialog } from './redeem-dialog.component';

const PAGE_SIZE = 8;
const CATEGORIES = ['all', 'voucher', 'bonus', 'gadget'] as const;
type CategoryTab = (typeof CATEGORIES)[number];

/** Who is looking: members redeem, trial accounts get the true-account warning, visitors log in. */
export type Viewer = { kind: 'member'; balance: number } | { kind: 'trial' } | { kind: 'guest' };

/** The goods by category, paged by the API, each with its picture, price and stock. */
export function Goods({ viewer }: { viewer: Viewer }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language as Language;
  const number = (value: number) => formatNumber(value, language);
  const [category, setCategory] = useState<CategoryTab>('all');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = {
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(category === 'all' ? {} : { category: category as RewardCategory }),
  };
  const goods = useQuery({
    ...(viewer.kind === 'member' ? getMemberGoods.query(query) : getPublicGoods.query(query)),
    placeholderData: keepPreviousData,
  });

  const redeem = (reward: PointReward) => {
    setNotice(null);
    const bus = getEventBus();
    if (viewer.kind === 'guest') bus.send('open-login', { reason: 'points-mall' });
    else if (viewer.kind === 'trial')
      bus.send('open-true-account-warning', { reason: 'points-mall' });
    else setChosen(reward);
  };

  const body = goods.error ? (
    <ErrorState error={goods.error} onRetry={() => void goods.refetch()} />
  ) : !goods.data ? (
    <SkeletonBlocks count={4} height={260} label={t('loading')} />
  ) : goods.data.list.length === 0 ? (
    <EmptyState title={t('empty')} />
  ) : (
    <>
      <ul className="goods-grid" aria-busy={goods.isFetching || undefined}>
        {goods.data.list.map((reward) => {
          // A member sees at once what their points do not pay for yet; visitors see the goods.
          const shortBy =
            viewer.kind === 'member' &&
            reward.stock > 0 &&
            maxQuantity(reward, viewer.balance) === 0
              ? reward.points - viewer.balance
              : 0;
          return (
            <li key={reward.id} className="card goods-card" data-testid="reward-card">
              <img
                className="goods-card__image"
                src={reward.imageUrl}
                alt=""
                width={200}
                height={200}
                loading="lazy"
                decoding="async"
              />
              <p className="card__title goods-card__name">{reward.name[language]}</p>
              <p className="goods-card__price">{t('cost', { points: number(reward.points) })}</p>
              <p className="card__meta">
                {reward.stock > 0
                  ? t('stock', { count: reward.stock, stock: number(reward.stock) })
                  : t('soldOut')}
              </p>
              {shortBy > 0 && (
                <p className="card__meta goods-card__short">
                  {t('needMore', { count: shortBy, points: number(shortBy) })}
                </p>
              )}
              <button
                type="button"
                className="site-button site-button--primary site-button--block"
                disabled={reward.stock === 0 || shortBy > 0}
                aria-label={t('redeemItem', { name: reward.name[language] })}
                onClick={() => redeem(reward)}
              >
                {reward.stock === 0
                  ? t('soldOut')
                  : shortBy > 0
                    ? t('notEnoughShort')
                    : t('redeem')}
              </button>
            </li>
          );
        })}
      </ul>
      {goods.data.totalPages > 1 && (
        <nav className="goods-pager" aria-label={t('pages')}>
          <button
            type="button"
            className="site-button"
            disabled={page <= 1}
            onClick={() => setPage((value) => value - 1)}
          >
            {t('previous')}
          </button>
          <span aria-live="polite">
            {t('pageOf', { page: number(page), pages: number(goods.data.totalPages) })}
          </span>
          <button
            type="button"
            className="site-button"
            disabled={page >= goods.data.totalPages}
            onClick={() => setPage((value) => value + 1)}
          >
            {t('next')}
          </button>
        </nav>
      )}
    </>
  );

  return (
    <section aria-labelledby="goods-title">
      <h2 id="goods-title" className="section-title">
        {t('title')}
      </h2>
      {notice && (
        <p className="form__notice" role="status" data-testid="redeem-notice">
          {notice}
        </p>
      )}
      <Tabs
        label={t('categories')}
        tabs={CATEGORIES.map((id) => ({ id, label: t(`category.${id}`) }))}
        active={category}
        onChange={(next) => {
          setCategory(next);
          setPage(1);
        }}
      >
        {body}
      </Tabs>
      {chosen && viewer.kind === 'member' && (
        <RedeemDialog
          reward={chosen}
          balance={viewer.balance}
          onClose={() => setChosen(null)}
          onRedeemed={(message) => {
            setChosen(null);
            setNotice(message);
          }}
        />
      )}
    </section>
  );
}
