import { formatMoney, useTranslation, type WithdrawalOverview } from '@site/shared';
import { AmountInput, ConfirmDialog, PasswordField, SelectField } from '@site/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createWithdrawal } from './create-withdrawal.resource';
import { NAMESPACE } from './i18n/withdrawal-translations';
import { PaymentPasswordSetup } from './payment-password-setup.component';
import { useWithdrawalError } from './withdrawal-error';
import { getWithdrawalOrders } from './withdrawal-orders.resource';
import { getWithdrawalOverview } from './withdrawal-overview.resource';

/**
 * The request: payout account, amount within the limits and the balance, what blocks it (and
 * how much is left), the payment password, and a confirmation before the money is held.
 */
export function WithdrawalForm({
  overview,
  currencySymbol,
}: {
  overview: WithdrawalOverview;
  currencySymbol: string;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const errorText = useWithdrawalError();
  const queryClient = useQueryClient();
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const [chosenId, setAccountId] = useState('');
  // The first account until the member picks one (or the picked one is removed).
  const accountId = overview.accounts.some((item) => item.id === chosenId)
    ? chosenId
    : (overview.accounts[0]?.id ?? '');
  const [amount, setAmount] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One key per confirmation: a repeated submit of the same request makes one order.
  const [requestKey, setRequestKey] = useState<string | null>(null);
  const { limits } = overview;
  const max = Math.min(
    limits.max,
    overview.withdrawable,
    Math.max(0, limits.dailyMax - limits.usedToday),
  );
  const account = overview.accounts.find((item) => item.id === accountId);

  const open = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!account) return setError(t('form.noAccount'));
    if (amount === null || amount < limits.min || amount > max)
      return setError(t('form.amountRange', { min: money(limits.min), max: money(max) }));
    if (!/^\d{6}$/.test(password)) return setError(t('errors.field.paymentPassword'));
    setError(null);
    setRequestKey(crypto.randomUUID());
  };
  const submit = async () => {
    try {
      const order = await createWithdrawal({
        payoutAccountId: accountId,
        amount: amount!,
        paymentPassword: password,
        requestKey: requestKey!,
      });
      setAmount(null);
      setDone(t('form.done', { orderNo: order.orderNo }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getWithdrawalOverview.endpointKey }),
        queryClient.invalidateQueries({ queryKey: getWithdrawalOrders.endpointKey }),
      ]);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPassword('');
      setRequestKey(null);
    }
  };

  return (
    <section className="withdrawal-card" aria-labelledby="withdrawal-form-title">
      <h3 id="withdrawal-form-title" className="section-title">
        {t('form.title')}
      </h3>
      <dl className="detail-list">
        <dt>{t('form.withdrawable')}</dt>
        <dd data-testid="withdrawable">{money(overview.withdrawable)}</dd>
        <dt>{t('form.limits')}</dt>
        <dd>{t('form.limitsValue', { min: money(limits.min), max: money(limits.max) })}</dd>
        <dt>{t('form.today')}</dt>
        <dd>
          {t('form.todayValue', {
            used: money(limits.usedToday),
            dailyMax: money(limits.dailyMax),
            count: limits.countToday,
            maxCount: limits.dailyMaxCount,
          })}
        </dd>
        <dt>{t('form.turnover')}</dt>
        <dd>
          {t('form.turnoverValue', {
            done: money(overview.turnover.done),
            required: money(overview.turnover.required),
          })}
        </dd>
      </dl>
      {overview.blockers.length > 0 && (
        <ul className="withdrawal-blockers" role="status" data-testid="withdrawal-blockers">
          {overview.blockers.map((blocker) => (
            <li key={blocker.code}>
              {t(`blockers.${blocker.code}`, { remaining: money(blocker.remaining) })}
            </li>
          ))}
        </ul>
      )}
      {!overview.paymentPassword.isSet ? (
        <PaymentPasswordSetup />
      ) : overview.accounts.length === 0 ? (
        <p className="form__notice">{t('form.addAccountFirst')}</p>
      ) : (
        <form className="form" onSubmit={open} noValidate data-testid="withdrawal-form">
          <SelectField
            name="payoutAccount"
            label={t('form.payTo')}
            value={accountId}
            onChange={setAccountId}
            options={overview.accounts.map((item) => ({
              value: item.id,
              label: `${item.providerName} ${item.accountNumber} · ${item.holderName}`,
            }))}
          />
          <AmountInput
            name="amount"
            label={t('form.amount')}
            value={amount}
            onChange={setAmount}
            currencySymbol={currencySymbol}
            min={limits.min}
            max={max}
            required
          />
          <PasswordField
            name="paymentPassword"
            label={t('form.paymentPassword')}
            value={password}
            onChange={setPassword}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            hint={overview.paymentPassword.lockedUntil ? t('errors.PAYMENT_PASSWORD_LOCKED') : null}
            required
          />
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          {done && (
            <p className="form__notice" role="status">
              {done}
            </p>
          )}
          <button
            type="submit"
            className="site-button site-button--primary site-button--block"
            disabled={overview.blockers.length > 0}
          >
            {t('form.submit')}
          </button>
        </form>
      )}
      <ConfirmDialog
        open={requestKey !== null}
        title={t('form.confirmTitle')}
        confirmLabel={t('form.confirm')}
        onCancel={() => setRequestKey(null)}
        onConfirm={submit}
        testId="withdrawal-confirm"
      >
        {account &&
          amount !== null &&
          t('form.confirmBody', {
            amount: money(amount),
            account: `${account.providerName} ${account.accountNumber} (${account.holderName})`,
          })}
      </ConfirmDialog>
    </section>
  );
}
