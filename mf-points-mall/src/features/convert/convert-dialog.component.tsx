import {
  formatMoney,
  formatNumber,
  getEventBus,
  useTranslation,
  type PointConfig,
} from '@site/shared';
import { ConfirmDialog, FormFooter, Modal, TextField } from '@site/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getPointBalance } from '../../ui/points.resource';
import { PaymentPasswordInput } from '../../ui/payment-password-input.component';
import { isPaymentPassword, usePointsError } from '../../ui/points-error';
import { checkConversion } from './conversion';
import { convertPoints } from './convert.resource';
import { NAMESPACE } from './i18n/convert-translations';

/**
 * Points to wallet money: the amount shows as the points are typed, a confirmation repeats
 * it, and the wallet balance in the header refreshes once the money is in. One request key
 * per confirmation, so a double click converts once.
 */
export function ConvertDialog({
  config,
  balance,
  onClose,
}: {
  config: PointConfig;
  balance: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const money = (amount: number) => formatMoney(amount, config.currencySymbol, i18n.language);
  const number = (value: number) => formatNumber(value, i18n.language);
  const errorText = usePointsError();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [requestKey, setRequestKey] = useState<string | null>(null);
  const check = checkConversion(text, config, balance);
  const fieldError =
    text.trim() === '' || check.ok
      ? null
      : t(`invalid.${check.reason}`, { limit: number(check.limit) });

  const open = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!check.ok) return setError(t(`invalid.${check.reason}`, { limit: number(check.limit) }));
    if (!isPaymentPassword(password)) return setError(t('passwordFormat'));
    setError(null);
    setRequestKey(crypto.randomUUID());
  };
  const submit = async () => {
    if (!check.ok || !requestKey) return;
    try {
      const result = await convertPoints({
        points: check.points,
        paymentPassword: password,
        requestKey,
      });
      queryClient.setQueryData(getPointBalance.query().queryKey, {
        pointBalance: result.pointBalance,
      });
      getEventBus().send('refresh-balance');
      setText('');
      setDone(t('done', { points: number(result.points), amount: money(result.amount) }));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPassword('');
      setRequestKey(null);
    }
  };

  return (
    <Modal
      open
      title={t('title')}
      onClose={onClose}
      closeOnBackdrop={false}
      testId="convert-dialog"
    >
      <form className="form" onSubmit={open} noValidate>
        <p className="points-muted">
          {t('ratio', { points: number(config.pointsPerUnit), unit: money(1) })}
        </p>
        <TextField
          name="points"
          label={t('points')}
          value={text}
          onChange={setText}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          error={fieldError}
          hint={t('available', { points: number(balance), min: number(config.minConvertPoints) })}
          required
        />
        <p className="convert-preview" aria-live="polite" data-testid="convert-preview">
          {t('youGet')} <strong>{money(check.ok ? check.amount : 0)}</strong>
        </p>
        <PaymentPasswordInput
          label={t('paymentPassword')}
          value={password}
          onChange={setPassword}
        />
        {done && (
          <p className="form__notice" role="status" data-testid="convert-done">
            {done}
          </p>
        )}
        <FormFooter error={error} busy={requestKey !== null} label={t('submit')} />
      </form>
      <ConfirmDialog
        open={requestKey !== null}
        title={t('confirmTitle')}
        confirmLabel={t('confirm')}
        onCancel={() => setRequestKey(null)}
        onConfirm={submit}
        testId="convert-confirm"
      >
        {check.ok &&
          t('confirmBody', { points: number(check.points), amount: money(check.amount) })}
      </ConfirmDialog>
    </Modal>
  );
}
