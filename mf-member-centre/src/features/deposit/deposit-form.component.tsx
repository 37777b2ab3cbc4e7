import { type DepositMethods, type DepositOrder, formatMoney, useTranslation } from '@site/shared';
import {
  AmountInput,
  FormFooter,
  ImageUploadField,
  IMAGE_LIMITS,
  SelectField,
  toUploadedImages,
} from '@site/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createDeposit } from './create-deposit.resource';
import { useDepositFailure, type DepositFailure } from './deposit-errors';
import { localized } from './deposit-format';
import { getDepositOrders } from './deposit-orders.resource';
import { PayeeDetails } from './payee-details.component';
import { DEPOSIT_NAMESPACE } from './i18n/deposit-translations';

/** One key per order the member means to make: a retried submit cannot make two. */
const newIdempotencyKey = () =>
  `dep-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

type Props = { methods: DepositMethods; onCreated: (order: DepositOrder) => void };

/**
 * The method picker, the chosen channel's details and limits, the amount with its presets and
 * an optional proof; submitting makes the order and opens it.
 */
export function DepositForm({ methods, onCreated }: Props) {
  const { t, i18n } = useTranslation(DEPOSIT_NAMESPACE);
  const language = i18n.language;
  const queryClient = useQueryClient();
  const [methodCode, setMethodCode] = useState(methods.methods[0]!.code);
  const method = methods.methods.find((item) => item.code === methodCode)!;
  const [channelCode, setChannelCode] = useState(method.channels[0]!.code);
  const channel = method.channels.find((item) => item.code === channelCode) ?? method.channels[0]!;
  const [amount, setAmount] = useState<number | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<DepositFailure | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const describeFailure = useDepositFailure(methods.currencySymbol);
  const money = (value: number) => formatMoney(value, methods.currencySymbol, language);

  // A changed request is another order: it gets its own key.
  const change =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setFailure(null);
      setKey(newIdempotencyKey());
    };

  const create = useMutation({
    mutationFn: async () =>
      createDeposit({
        method: method.code,
        channel: channel.code,
        amount: amount!,
        idempotencyKey: key,
        ...(files.length > 0 ? { images: await toUploadedImages(files) } : {}),
      }),
    onSuccess: (order) => {
      void queryClient.invalidateQueries({ queryKey: getDepositOrders.endpointKey });
      setKey(newIdempotencyKey());
      onCreated(order);
    },
    onError: (error) => setFailure(describeFailure(error)),
  });

  const limits = { min: channel.min, max: channel.max, required: true };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal =
      amount === null || amount <= 0
        ? 'errors.amount'
        : amount < channel.min
          ? 'errors.DEPOSIT_AMOUNT_BELOW_MIN'
          : amount > channel.max
            ? 'errors.DEPOSIT_AMOUNT_ABOVE_MAX'
            : null;
    if (refusal) {
      const values = { min: money(channel.min), max: money(channel.max) };
      setFailure({ field: 'amount', message: t(refusal, values) });
      return;
    }
    create.mutate();
  };

  return (
    <form className="form deposit-form" onSubmit={submit} noValidate>
      <fieldset className="deposit-methods">
        <legend>{t('method')}</legend>
        <div className="deposit-methods__list">
          {methods.methods.map((item) => (
            <button
              key={item.code}
              type="button"
              className="deposit-method"
              data-method={item.code}
              aria-pressed={item.code === method.code}
              onClick={() => {
                change(setMethodCode)(item.code);
                setChannelCode(item.channels[0]!.code);
              }}
            >
              {localized(item.name, language)}
            </button>
          ))}
        </div>
      </fieldset>
      {method.channels.length > 1 && (
        <SelectField
          name="channel"
          label={t('channel')}
          value={channel.code}
          onChange={change(setChannelCode)}
          options={method.channels.map((item) => ({
            value: item.code,
            label: localized(item.name, language),
          }))}
        />
      )}
      <PayeeDetails payee={channel.payee} instructions={channel.instructions} />
      <AmountInput
        name="amount"
        label={t('amount')}
        value={amount}
        onChange={change(setAmount)}
        currencySymbol={methods.currencySymbol}
        {...limits}
        error={failure?.field === 'amount' ? failure.message : null}
      />
      <div className="deposit-presets" role="group" aria-label={t('presets')}>
        {channel.presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="site-button deposit-preset"
            aria-pressed={amount === preset}
            onClick={() => change(setAmount)(preset)}
          >
            {money(preset)}
          </button>
        ))}
      </div>
      <ImageUploadField
        name="proof"
        label={t('proof')}
        files={files}
        onChange={change(setFiles)}
        hint={t('proofHint', { max: IMAGE_LIMITS.maxFiles })}
        error={failure?.field === 'images' ? failure.message : null}
      />
      <FormFooter
        error={failure && failure.field === null ? failure.message : null}
        busy={create.isPending}
        label={t('submit')}
        busyLabel={t('submitting')}
      />
    </form>
  );
}
