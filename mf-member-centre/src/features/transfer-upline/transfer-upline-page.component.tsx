import {
  EmptyState,
  ErrorState,
  formatMoney,
  getMemberInfo,
  type MemberInfo,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import {
  ConfirmDialog,
  MoneyFormFooter,
  TransferFields,
  transferFormGap,
  useRequestKey,
  useMoneyErrorText,
} from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { addTranslations, NAMESPACE } from './i18n/transfer-upline-translations';
import { transferToUpline } from './upline-transfer.resource';

addTranslations();

/** The centre's page props, as far as this page needs them: it sends the member to My account. */
type PageProps = { onNavigate: (page: 'securityCenter') => void };

/**
 * spec §2 transferUpline: money from the main wallet to the member's own upline, with the
 * payment password. Only when the member info's `toUpline` allows it; otherwise the page says
 * why (the API refuses it anyway).
 */
export default function TransferUplinePage({ onNavigate }: PageProps) {
  const { t } = useTranslation(NAMESPACE);
  const info = useQuery(getMemberInfo.query());
  if (info.status === 'pending')
    return <SkeletonBlocks count={3} height={48} label={t('loading')} />;
  if (info.status === 'error')
    return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data.toUpline || !info.data.uplineAccount)
    return (
      <div data-testid="transfer-upline-page">
        <h3 className="section-title">{t('title')}</h3>
        <EmptyState title={t('unavailableTitle')} body={t('unavailableBody')} />
      </div>
    );
  return <UplineForm info={info.data} onNavigate={onNavigate} />;
}

function UplineForm({ info, onNavigate }: { info: MemberInfo } & PageProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const errorText = useMoneyErrorText(NAMESPACE);
  const balance = useBusState('balance');
  const [amount, setAmount] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const requestKey = useRequestKey();
  const money = (value: number) => formatMoney(value, balance.currencySymbol, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setErrorCode(null);
    const gap = transferFormGap(amount, password);
    if (gap) return setError(t(gap));
    setError(null);
    setConfirming(true);
  };

  const send = async () => {
    try {
      const result = await transferToUpline({
        amount: amount!,
        paymentPassword: password,
        idempotencyKey: requestKey.current(),
      });
      requestKey.renew();
      setAmount(null);
      setPassword('');
      setDone(t('done', { amount: money(result.amount), upline: result.uplineAccount }));
    } catch (failure) {
      setError(errorText(failure));
      setErrorCode(failure instanceof Error && 'code' in failure ? String(failure.code) : null);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div data-testid="transfer-upline-page">
      <h3 className="section-title">{t('title')}</h3>
      <dl className="detail-list">
        <dt>{t('upline')}</dt>
        <dd data-testid="upline-account">{info.uplineAccount}</dd>
        <dt>{t('balance')}</dt>
        <dd>{balance.sumBalance === null ? '—' : money(balance.sumBalance)}</dd>
      </dl>
      <p className="records-note">{t('hint')}</p>
      <form className="form" onSubmit={submit} noValidate aria-label={t('title')}>
        <TransferFields
          labels={{ amount: t('amount'), paymentPassword: t('paymentPassword') }}
          amount={amount}
          onAmountChange={setAmount}
          password={password}
          onPasswordChange={setPassword}
          currencySymbol={balance.currencySymbol}
          max={balance.sumBalance ?? undefined}
          requestKey={requestKey}
        />
        <MoneyFormFooter error={error} busy={confirming} label={t('send')} done={done}>
          {errorCode === 'PAYMENT_PASSWORD_NOT_SET' && (
            <button
              type="button"
              className="site-button"
              onClick={() => onNavigate('securityCenter')}
            >
              {t('setPassword')}
            </button>
          )}
        </MoneyFormFooter>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
        confirmLabel={t('send')}
      >
        {t('confirmBody', { amount: money(amount ?? 0), upline: info.uplineAccount })}
      </ConfirmDialog>
    </div>
  );
}
