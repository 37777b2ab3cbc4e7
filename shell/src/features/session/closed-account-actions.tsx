import { ApiError, formatMoney, momentValues, useBusState, useTranslation } from '@site/shared';
import { PasswordField, useFailureMessage } from '@site/shared/ui';
import { useState } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { withdrawWhileExcluded } from './excluded-withdrawal.resource';
import { requestReturn } from './request-return.resource';

/**
 * What a login refused by a time-out or self-exclusion (issue 44) may still do without a
 * session: withdraw while it lasts, and ask to return once a self-exclusion ended.
 */
export function closedAccountAction(failure: unknown): 'withdraw' | 'return' | null {
  if (!(failure instanceof ApiError) || failure.code !== 'ACCOUNT_EXCLUDED') return null;
  const { returnRequired } = (failure.details ?? {}) as { returnRequired?: unknown };
  return returnRequired === true ? 'return' : 'withdraw';
}

type Credentials = { username: string; password: string };
type Outcome = { text: string; failed: boolean };

const OutcomeLine = ({ outcome }: { outcome: Outcome }) => (
  <p role={outcome.failed ? 'alert' : 'status'}>{outcome.text}</p>
);

/**
 * Withdrawals remain possible during an exclusion: the payment password confirms it, the
 * balance goes to the payout account added last, and the cashier reviews it as any order.
 */
export function ExcludedWithdrawal({ username, password }: Credentials) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const failureMessage = useFailureMessage();
  const { currencySymbol } = useBusState('balance');
  const [open, setOpen] = useState(false);
  const [paymentPassword, setPaymentPassword] = useState('');
  // One key per form: a request sent twice (a double click, a retry) makes one order.
  const [requestKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async () => {
    setBusy(true);
    try {
      const order = await withdrawWhileExcluded({
        username: username.trim(),
        password,
        paymentPassword,
        requestKey,
      });
      setOutcome({
        text: t('protection.withdrawalRequested', {
          orderNo: order.orderNo,
          amount: formatMoney(order.amount, currencySymbol ?? '৳', i18n.language),
          payout: `${order.payout.providerName} ${order.payout.accountNumber}`,
        }),
        failed: false,
      });
    } catch (failure) {
      setOutcome({ text: failureMessage(failure), failed: true });
    } finally {
      setBusy(false);
    }
  };

  if (outcome && !outcome.failed) return <OutcomeLine outcome={outcome} />;
  if (!open)
    return (
      <button
        type="button"
        className="site-button site-button--block"
        onClick={() => setOpen(true)}
      >
        {t('protection.withdrawBalance')}
      </button>
    );
  return (
    <div className="form__row form__row--column" data-testid="excluded-withdrawal">
      <p>{t('protection.withdrawBalanceHint')}</p>
      <PasswordField
        name="paymentPassword"
        label={t('protection.paymentPassword')}
        value={paymentPassword}
        onChange={setPaymentPassword}
        autoComplete="off"
        maxLength={128}
        required
      />
      {outcome && <OutcomeLine outcome={outcome} />}
      <button
        type="button"
        className="site-button site-button--primary site-button--block"
        disabled={busy || paymentPassword === ''}
        onClick={() => void send()}
      >
        {t('protection.withdrawBalanceConfirm')}
      </button>
    </div>
  );
}

/**
 * The login form's way back after a self-exclusion (issue 44 item 3): asking to return opens the
 * account 24 hours later, never at once.
 */
export function ReturnRequest({ username, password }: Credentials) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const ask = async () => {
    setBusy(true);
    try {
      const exclusion = await requestReturn({ username: username.trim(), password });
      setOutcome({
        text: exclusion.returnAt
          ? t('protection.returnRequested', momentValues(exclusion.returnAt, i18n.language, true))
          : t('protection.returnRequestedNoTime'),
        failed: false,
      });
    } catch (failure) {
      setOutcome({ text: failureMessage(failure), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="form__row form__row--column" data-testid="return-request">
      {outcome ? (
        <OutcomeLine outcome={outcome} />
      ) : (
        <button
          type="button"
          className="site-button site-button--block"
          disabled={busy}
          onClick={() => void ask()}
        >
          {t('protection.askToReturn')}
        </button>
      )}
    </div>
  );
}
