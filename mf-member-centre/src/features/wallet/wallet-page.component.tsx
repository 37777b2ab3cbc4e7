import {
  ErrorState,
  formatMoney,
  type MemberWallet,
  type MemberWallets,
  SkeletonBlocks,
  useTranslation,
} from '@site/shared';
import { AmountInput, ConfirmDialog, FormFooter, SelectField } from '@site/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { newIdempotencyKey, useMoneyErrorText } from '../../ui/money-request';
import '../../ui/records.css';
import { consolidateFunds } from './consolidate-funds.resource';
import { addTranslations, NAMESPACE } from './i18n/wallet-translations';
import { getMemberWallets } from './member-wallets.resource';
import { transferWallet } from './wallet-transfer.resource';

addTranslations();

type Direction = 'in' | 'out';

/**
 * spec §2 transferFund: the main wallet and each vendor wallet, a transfer into or out of one
 * vendor wallet, and "recall all" back to the main wallet. A single-wallet brand (GCS_merchantWallet
 * isSingle) has no vendor wallets: the page shows the one wallet and says why.
 */
export default function WalletPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const wallets = useQuery(getMemberWallets.query());
  if (wallets.status === 'pending')
    return <SkeletonBlocks count={4} height={48} label={t('loading')} />;
  if (wallets.status === 'error')
    return <ErrorState error={wallets.error} onRetry={() => void wallets.refetch()} />;
  const data = wallets.data;
  const money = (amount: number) => formatMoney(amount, data.currencySymbol, i18n.language);
  const main = data.wallets[0]!;
  return (
    <div data-testid="wallet-page">
      <h3 className="section-title">{t('title')}</h3>
      <dl className="records-totals">
        <div>
          <dt>{t('total')}</dt>
          <dd data-testid="wallet-total">{money(data.sumBalance)}</dd>
        </div>
        <div>
          <dt>{t('main')}</dt>
          <dd data-testid="wallet-main">{money(main.balance)}</dd>
        </div>
      </dl>
      {data.isSingle ? (
        <p className="records-note">{t('singleWallet')}</p>
      ) : (
        <VendorWallets data={data} />
      )}
    </div>
  );
}

function VendorWallets({ data }: { data: MemberWallets }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const errorText = useMoneyErrorText(NAMESPACE);
  // Wallets holding money first, so a phone shows them without scrolling past empty ones.
  const vendors = data.wallets.slice(1).sort((a, b) => b.balance - a.balance);
  const [vendor, setVendor] = useState(vendors[0]?.code ?? '');
  const [direction, setDirection] = useState<Direction>('in');
  const [amount, setAmount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [recallOpen, setRecallOpen] = useState(false);
  // One key per intended transfer: a retry after a lost answer reuses it.
  const key = useRef(newIdempotencyKey());
  const money = (value: number) => formatMoney(value, data.currencySymbol, i18n.language);
  const chosen = vendors.find((wallet) => wallet.code === vendor);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getMemberWallets.endpointKey });
  const nameOf = (wallet: MemberWallet) => wallet.name;

  const transfer = useMutation({
    mutationFn: (input: { from: string; to: string; amount: number }) =>
      transferWallet({ ...input, idempotencyKey: key.current }),
    onSuccess: async (result) => {
      key.current = newIdempotencyKey();
      setAmount(null);
      setDone(
        t(direction === 'in' ? 'doneIn' : 'doneOut', {
          amount: money(result.amount),
          wallet: chosen ? nameOf(chosen) : vendor,
        }),
      );
      await refresh();
    },
    onError: (failure) => setError(errorText(failure)),
  });

  const recall = async () => {
    try {
      await consolidateFunds();
      setDone(t('recalled'));
      setError(null);
      await refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setRecallOpen(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!chosen) return setError(t('chooseWallet'));
    if (amount === null || amount <= 0) return setError(t('enterAmount'));
    setError(null);
    transfer.mutate(
      direction === 'in'
        ? { from: 'MAIN', to: chosen.code, amount }
        : { from: chosen.code, to: 'MAIN', amount },
    );
  };
  const available = direction === 'in' ? data.wallets[0]!.balance : (chosen?.balance ?? 0);

  return (
    <>
      <div className="records-actions">
        <button
          type="button"
          className="site-button"
          onClick={() => setRecallOpen(true)}
          disabled={vendors.every((wallet) => wallet.balance === 0)}
        >
          {t('recallAll')}
        </button>
        <span className="records-note">{t('recallHint')}</span>
      </div>
      <form className="form" onSubmit={submit} noValidate aria-label={t('transferTitle')}>
        <h4 className="section-title">{t('transferTitle')}</h4>
        <SelectField
          name="direction"
          label={t('direction')}
          value={direction}
          onChange={(next) => {
            setDirection(next);
            key.current = newIdempotencyKey();
          }}
          options={[
            { value: 'in', label: t('directionIn') },
            { value: 'out', label: t('directionOut') },
          ]}
        />
        <SelectField
          name="vendor"
          label={t('vendorWallet')}
          value={vendor}
          onChange={(next) => {
            setVendor(next);
            key.current = newIdempotencyKey();
          }}
          options={vendors.map((wallet) => ({ value: wallet.code, label: nameOf(wallet) }))}
        />
        <AmountInput
          name="amount"
          label={t('amount')}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            key.current = newIdempotencyKey();
          }}
          currencySymbol={data.currencySymbol}
          min={0.01}
          max={available}
          required
        />
        <p className="records-note">{t('available', { amount: money(available) })}</p>
        <FormFooter error={error} busy={transfer.isPending} label={t('transfer')} />
        {done && (
          <p className="records-success" role="status">
            {done}
          </p>
        )}
      </form>
      <h4 className="section-title section-title--spaced">{t('vendorWallets')}</h4>
      <ul className="wallet-list" aria-label={t('vendorWallets')}>
        {vendors.map((wallet) => (
          <li key={wallet.code}>
            <button
              type="button"
              className="wallet-list__item"
              aria-pressed={wallet.code === vendor}
              data-wallet={wallet.code}
              onClick={() => {
                setVendor(wallet.code);
                key.current = newIdempotencyKey();
              }}
            >
              <span className="wallet-list__name">{nameOf(wallet)}</span>
              <span className="wallet-list__balance">{money(wallet.balance)}</span>
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={recallOpen}
        title={t('recallAll')}
        onConfirm={recall}
        onCancel={() => setRecallOpen(false)}
        confirmLabel={t('recallConfirm')}
      >
        {t('recallQuestion')}
      </ConfirmDialog>
    </>
  );
}
