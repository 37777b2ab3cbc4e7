import {
  formatNumber,
  getEventBus,
  useTranslation,
  type Language,
  type PointReward,
} from '@site/shared';
import { FormFooter, Modal } from '@site/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getPointBalance } from '../../ui/points.resource';
import { PaymentPasswordInput } from '../../ui/payment-password-input.component';
import { isPaymentPassword, usePointsError } from '../../ui/points-error';
import { getMemberGoods, redeemReward } from './goods.resource';
import { NAMESPACE } from './i18n/goods-translations';
import { clampQuantity, maxQuantity } from './quantity';

/**
 * One item's details and its redemption: the quantity (within stock, the per-redemption limit
 * and the points), the total and the balance after, and the payment password. One request key
 * per opened dialog, so a double submit redeems once.
 */
export function RedeemDialog({
  reward,
  balance,
  onClose,
  onRedeemed,
}: {
  reward: PointReward;
  balance: number;
  onClose: () => void;
  onRedeemed: (message: string) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language as Language;
  const number = (value: number) => formatNumber(value, language);
  const errorText = usePointsError();
  const queryClient = useQueryClient();
  const max = maxQuantity(reward, balance);
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [requestKey] = useState(() => crypto.randomUUID());
  const total = reward.points * quantity;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (max === 0) return setError(t(reward.stock === 0 ? 'soldOut' : 'notEnough'));
    if (!isPaymentPassword(password)) return setError(t('passwordFormat'));
    setError(null);
    setBusy(true);
    try {
      const result = await redeemReward({
        rewardId: reward.id,
        quantity,
        paymentPassword: password,
        requestKey,
      });
      queryClient.setQueryData(getPointBalance.query().queryKey, {
        pointBalance: result.pointBalance,
      });
      await queryClient.invalidateQueries({ queryKey: getMemberGoods.endpointKey });
      onRedeemed(t('redeemed', { name: reward.name[language], quantity: number(quantity) }));
    } catch (failure) {
      setError(errorText(failure));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={reward.name[language]}
      onClose={onClose}
      closeOnBackdrop={false}
      testId="redeem-dialog"
    >
      <form className="form redeem-form" onSubmit={submit} noValidate>
        <div className="redeem-form__item">
          <img
            src={reward.imageUrl}
            alt=""
            width={120}
            height={120}
            className="redeem-form__image"
          />
          <div>
            <p className="redeem-form__details">{reward.details[language]}</p>
            <p className="card__meta">{t('cost', { points: number(reward.points) })}</p>
            <p className="card__meta">
              {t('stock', { count: reward.stock, stock: number(reward.stock) })}
            </p>
          </div>
        </div>
        <div className="quantity-picker" role="group" aria-labelledby="redeem-quantity-label">
          <span id="redeem-quantity-label" className="form__label">
            {t('quantity')}
          </span>
          <button
            type="button"
            className="site-button quantity-picker__step"
            aria-label={t('less')}
            disabled={quantity <= 1}
            onClick={() => setQuantity((value) => clampQuantity(value - 1, max))}
          >
            −
          </button>
          <input
            className="quantity-picker__value"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, max)}
            value={quantity}
            aria-label={t('quantity')}
            data-testid="redeem-quantity"
            onChange={(event) => setQuantity(clampQuantity(Number(event.target.value), max))}
          />
          <button
            type="button"
            className="site-button quantity-picker__step"
            aria-label={t('more')}
            disabled={quantity >= max}
            onClick={() => setQuantity((value) => clampQuantity(value + 1, max))}
          >
            +
          </button>
          <span className="card__meta">
            {t('maxEach', { max: number(reward.maxPerRedemption) })}
          </span>
        </div>
        <dl className="detail-list redeem-form__sums">
          <dt>{t('total')}</dt>
          <dd data-testid="redeem-total">{t('points', { points: number(total) })}</dd>
          <dt>{t('after')}</dt>
          <dd>{t('points', { points: number(Math.max(0, balance - total)) })}</dd>
        </dl>
        {max === 0 && (
          <p className="form__notice" role="status">
            {t(reward.stock === 0 ? 'soldOut' : 'notEnough')}
          </p>
        )}
        <PaymentPasswordInput
          label={t('paymentPassword')}
          value={password}
          onChange={setPassword}
          hint={t('paymentPasswordHint')}
        />
        <button
          type="button"
          className="link-button redeem-form__set-password"
          onClick={() => getEventBus().send('open-member-centre', { entry: 'securityCenter' })}
        >
          {t('setPassword')}
        </button>
        <FormFooter error={error} busy={busy} label={t('confirm')} busyLabel={t('redeeming')} />
      </form>
    </Modal>
  );
}
