import {
  ErrorState,
  formatMoney,
  formatNumber,
  type MemberWallet,
  type MemberWallets,
  SkeletonBlocks,
  useTranslation,
} from '@site/shared';
import {
  ConfirmDialog,
  SelectField,
  TextField,
  MoneyFormFooter,
  RequestAmountField,
  useRequestKey,
  useMoneyErrorText,
} from '@site/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { consolidateFunds } from './consolidate-funds.resource';
import { addTranslations, NAMESPACE } from './i18n/wallet-translations';
import { getMemberWallets } from './member-wallets.resource';
import './wallet.css';
import { transferWallet } from './wallet-transfer.resource';

addTranslations();

type Direction = 'in' | 'out';

/**
 * spec §2 transferFund: the main wallet and each vendor wallet, a transfer into or out of one
 * vendor wallet, and "recall all" back to the main wallet. A single-wallet brand (GCS_merchantWallet
 * isSingle) has no vendor wallets: the page shows the one wallet and says why.
 */
export default function WalletPage() {
  const { t } = useTranslation(NAMESPACE);
  const wallets = useQuery(getMemberWallets.query());
  if (wallets.status === 'pending')
    return <SkeletonBlocks count={4} height={48} label={t('loading')} />;
  if (wallets.status === 'error')
    return <ErrorState error={wallets.error} onRetry={() => void wallets.refetch()} />;
  const data = wallets.data;
  return (
    <div data-testid="wallet-page">
      <h3 className="section-title">{t('title')}</h3>
      {data.isSingle ? (
        <>
          <WalletSummary data={data} />
          <p className="records-note">{t('singleWallet')}</p>
        </>
      ) : (
        <VendorWallets data={data} />
      )}
    </div>
  );
}

/** The main wallet first and large (what the member plays with), the total beside it. */
function WalletSummary({ data, children }: { data: MemberWallets; children?: ReactNode }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const money = (amount: number) => formatMoney(amount, data.currencySymbol, i18n.language);
  return (
    <section className="wallet-summary" aria-label={t('main')}>
      <div className="wallet-summary__main">
        <span className="wallet-summary__label">{t('main')}</span>
        <strong className="wallet-summary__amount" data-testid="wallet-main">
          {money(data.wallets[0]!.balance)}
        </strong>
        <span className="wallet-summary__total">
          {t('total')}: <span data-testid="wallet-total">{money(data.sumBalance)}</span>
        </span>
      </div>
      {children}
    </section>
  );
}

function VendorWallets({ data }: { data: MemberWallets }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const errorText = useMoneyErrorText(NAMESPACE);
  // Wallets holding money first (the ones a member transfers back), then the rest by name.
  const vendors = data.wallets
    .slice(1)
    .sort((a, b) => b.balance - a.balance || a.name.localeCompare(b.name));
  const funded = vendors.filter((wallet) => wallet.balance > 0);
  const [vendor, setVendor] = useState(vendors[0]?.code ?? '');
  const [direction, setDirection] = useState<Direction>('in');
  const [amount, setAmount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [recallOpen, setRecallOpen] = useState(false);
  // One key per intended transfer: a retry after a lost answer reuses it.
  const requestKey = useRequestKey();
  const money = (value: number) => formatMoney(value, data.currencySymbol, i18n.language);
  const chosen = vendors.find((wallet) => wallet.code === vendor);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getMemberWallets.endpointKey });
  const choose = (code: string) => {
    setVendor(code);
    requestKey.renew();
  };

  const transfer = useMutation({
    mutationFn: (input: { from: string; to: string; amount: number }) =>
      transferWallet({ ...input, idempotencyKey: requestKey.current() }),
    onSuccess: async (result) => {
      requestKey.renew();
      setAmount(null);
      setDone(
        t(direction === 'in' ? 'doneIn' : 'doneOut', {
          amount: money(result.amount),
          wallet: chosen?.name ?? vendor,
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
      <WalletSummary data={data}>
        <div className="wallet-summary__recall">
          <button
            type="button"
            className="site-button site-button--primary"
            onClick={() => setRecallOpen(true)}
            disabled={funded.length === 0}
          >
            {t('recallAll')}
          </button>
          <span className="records-note">
            {funded.length === 0
              ? t('nothingToRecall')
              : t('recallHint', { amount: money(data.sumBalance - data.wallets[0]!.balance) })}
          </span>
        </div>
      </WalletSummary>
      <form
        className="form wallet-transfer"
        onSubmit={submit}
        noValidate
        aria-label={t('transferTitle')}
      >
        <h4 className="section-title">{t('transferTitle')}</h4>
        <SelectField
          name="direction"
          label={t('direction')}
          value={direction}
          onChange={(next) => {
            setDirection(next);
            requestKey.renew();
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
          onChange={choose}
          options={vendors.map((wallet) => ({
            value: wallet.code,
            label: wallet.balance > 0 ? `${wallet.name} (${money(wallet.balance)})` : wallet.name,
          }))}
        />
        <RequestAmountField
          label={t('amount')}
          value={amount}
          onChange={setAmount}
          currencySymbol={data.currencySymbol}
          max={available}
          requestKey={requestKey}
        />
        <MoneyFormFooter
          error={error}
          busy={transfer.isPending}
          label={t('transfer')}
          done={done}
        />
      </form>
      {/* None holding money: the recall hint above already says so. */}
      {funded.length > 0 && (
        <>
          <h4 className="section-title section-title--spaced">{t('fundedWallets')}</h4>
          <ul className="wallet-list" aria-label={t('fundedWallets')}>
            {funded.map((wallet) => (
              <li key={wallet.code}>
                <WalletChoice wallet={wallet} chosen={vendor} onChoose={choose} money={money} />
              </li>
            ))}
          </ul>
        </>
      )}
      <EmptyWallets
        wallets={vendors.filter((wallet) => wallet.balance <= 0)}
        chosen={vendor}
        onChoose={choose}
        money={money}
      />
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

type ChoiceProps = {
  chosen: string;
  onChoose: (code: string) => void;
  money: (amount: number) => string;
};

/** A vendor wallet the member can pick for the transfer form. */
function WalletChoice({
  wallet,
  chosen,
  onChoose,
  money,
  compact,
}: ChoiceProps & { wallet: MemberWallet; compact?: boolean }) {
  return (
    <button
      type="button"
      className={compact ? 'wallet-list__item wallet-list__item--compact' : 'wallet-list__item'}
      aria-pressed={wallet.code === chosen}
      data-wallet={wallet.code}
      onClick={() => onChoose(wallet.code)}
    >
      <span className="wallet-list__name">{wallet.name}</span>
      <span className="wallet-list__balance">{money(wallet.balance)}</span>
    </button>
  );
}

/** The wallets holding nothing: a compact list, searchable by name once it is long. */
function EmptyWallets({ wallets, ...choice }: ChoiceProps & { wallets: readonly MemberWallet[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [search, setSearch] = useState('');
  if (wallets.length === 0) return null;
  const needle = search.trim().toLocaleLowerCase();
  const shown = wallets.filter(
    (wallet) =>
      !needle ||
      wallet.name.toLocaleLowerCase().includes(needle) ||
      wallet.code.toLocaleLowerCase().includes(needle),
  );
  return (
    <section aria-label={t('emptyWallets')}>
      <h4 className="section-title section-title--spaced">
        {t('emptyWalletsCount', { total: formatNumber(wallets.length, i18n.language) })}
      </h4>
      {wallets.length > SEARCH_FROM && (
        <TextField
          name="walletSearch"
          type="search"
          label={t('findWallet')}
          value={search}
          onChange={setSearch}
        />
      )}
      {shown.length === 0 ? (
        <p className="records-note">{t('noWalletFound', { search: search.trim() })}</p>
      ) : (
        <ul className="wallet-list wallet-list--compact" aria-label={t('emptyWallets')}>
          {shown.map((wallet) => (
            <li key={wallet.code}>
              <WalletChoice wallet={wallet} compact {...choice} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Below this many empty wallets the whole list fits a phone's screen without a search. */
const SEARCH_FROM = 8;
