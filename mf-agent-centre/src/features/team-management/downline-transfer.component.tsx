import {
  formatMoney,
  useBusState,
  useTranslation,
  type DownlineTransfer,
  type TeamMember,
} from '@site/shared';
import {
  ConfirmDialog,
  MoneyFormFooter,
  TransferFields,
  transferFormGap,
  useMoneyErrorText,
  useRequestKey,
} from '@site/shared/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { transferToDownline } from './downline-transfer.resource';
import './team-management.css';
import { NAMESPACE } from './i18n/team-management-translations';

/**
 * Money from the agent's main wallet to one direct downline: the amount and the payment
 * password, then a confirmation naming both; the API's refusal in words (not enough money,
 * not your downline, a wrong password with the tries left).
 */
export function DownlineTransferPanel({
  member,
  onCancel,
  onDone,
}: {
  member: TeamMember;
  onCancel: () => void;
  onDone: (result: DownlineTransfer) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const errorText = useMoneyErrorText(NAMESPACE);
  const balance = useBusState('balance');
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const requestKey = useRequestKey();
  const money = (value: number) => formatMoney(value, balance.currencySymbol, i18n.language);

  // Opening the panel (or switching to another downline) takes the reader to its first field.
  useEffect(() => {
    panel.current?.querySelector('input')?.focus();
    requestKey.renew();
  }, [member.account, requestKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gap = transferFormGap(amount, password);
    if (gap) return setError(t(`transfer.${gap}`));
    setError(null);
    setConfirming(true);
  };

  const send = async () => {
    try {
      const result = await transferToDownline({
        account: member.account,
        amount: amount!,
        paymentPassword: password,
        idempotencyKey: requestKey.current(),
      });
      requestKey.renew();
      onDone(result);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section
      ref={panel}
      className="card transfer-panel"
      aria-labelledby={titleId}
      data-testid="downline-transfer"
    >
      <h4 id={titleId} className="section-title">
        {t('transfer.title', { account: member.account })}
      </h4>
      <p className="records-note">
        {t('transfer.hint', {
          balance: balance.sumBalance === null ? '—' : money(balance.sumBalance),
        })}
      </p>
      <form className="form" onSubmit={submit} noValidate aria-labelledby={titleId}>
        <TransferFields
          labels={{ amount: t('transfer.amount'), paymentPassword: t('transfer.paymentPassword') }}
          amount={amount}
          onAmountChange={setAmount}
          password={password}
          onPasswordChange={setPassword}
          currencySymbol={balance.currencySymbol}
          max={balance.sumBalance ?? undefined}
          requestKey={requestKey}
        />
        <MoneyFormFooter error={error} busy={confirming} label={t('transfer.send')} done={null}>
          <button type="button" className="site-button" onClick={onCancel}>
            {t('transfer.cancel')}
          </button>
        </MoneyFormFooter>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('transfer.confirmTitle')}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
        confirmLabel={t('transfer.send')}
        testId="downline-transfer-confirm"
      >
        {t('transfer.confirmBody', { amount: money(amount ?? 0), account: member.account })}
      </ConfirmDialog>
    </section>
  );
}
