import { formatMoney, useTranslation, type WithdrawalOrder } from '@site/shared';
import {
  AmountInput,
  FormFooter,
  ImageUploadField,
  Modal,
  toUploadedImages,
} from '@site/shared/ui';
import { useState, type FormEvent } from 'react';
import { confirmReceipt } from './confirm-receipt.resource';
import { NAMESPACE } from './i18n/withdrawal-translations';
import { useWithdrawalError } from './withdrawal-error';

export type ReceiptOutcome = 'received' | 'not_received' | 'partly_received';

/**
 * The member's word on a disbursed order (spec §3): received; not received with a proof
 * image; or partly received, the received amount against the remaining amount.
 */
export function ReceiptDialog({
  order,
  outcome,
  currencySymbol,
  onClose,
  onDone,
}: {
  order: WithdrawalOrder;
  outcome: ReceiptOutcome;
  currencySymbol: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const errorText = useWithdrawalError();
  const [received, setReceived] = useState<number | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remaining = received === null ? null : Math.round((order.amount - received) * 100) / 100;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome === 'not_received' && files.length === 0)
      return setError(t('receipt.proofRequired'));
    if (
      outcome === 'partly_received' &&
      (received === null || remaining === null || remaining <= 0)
    )
      return setError(t('errors.WITHDRAWAL_PARTIAL_AMOUNTS'));
    setBusy(true);
    setError(null);
    try {
      await confirmReceipt({
        orderId: order.id,
        outcome,
        ...(outcome === 'partly_received'
          ? { receivedAmount: received!, remainingAmount: remaining! }
          : {}),
        // Not received needs a proof (checked above); partly received may carry its statement.
        ...(outcome !== 'received' && files.length > 0
          ? { images: await toUploadedImages(files) }
          : {}),
      });
      onDone();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t(`receipt.${outcome}`)}
      onClose={onClose}
      variant="dialog"
      testId="receipt-dialog"
    >
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p>
          {t('receipt.order', {
            orderNo: order.orderNo,
            amount: formatMoney(order.amount, currencySymbol, i18n.language),
          })}
        </p>
        {outcome === 'partly_received' && (
          <>
            <AmountInput
              name="receivedAmount"
              label={t('receipt.receivedAmount')}
              value={received}
              onChange={setReceived}
              currencySymbol={currencySymbol}
              min={0.01}
              max={Math.max(0.01, order.amount - 0.01)}
              required
            />
            <p data-testid="remaining-amount">
              {t('receipt.remainingAmount')}:{' '}
              {remaining === null ? '—' : formatMoney(remaining, currencySymbol, i18n.language)}
            </p>
          </>
        )}
        {outcome !== 'received' && (
          <ImageUploadField
            name="proof"
            label={t('receipt.proof')}
            files={files}
            onChange={setFiles}
            hint={t(outcome === 'not_received' ? 'receipt.proofHint' : 'receipt.proofOptional')}
          />
        )}
        <FormFooter error={error} busy={busy} label={t('receipt.submit')} />
      </form>
    </Modal>
  );
}
