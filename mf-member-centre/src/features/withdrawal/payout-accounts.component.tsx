import type { PayoutAccount, PayoutProvider } from '@site/shared';
import { EmptyState, useTranslation } from '@site/shared';
import { ConfirmDialog, SelectField, TextField, FormFooter } from '@site/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { addPayoutAccount } from './add-payout-account.resource';
import { NAMESPACE } from './i18n/withdrawal-translations';
import { removePayoutAccount } from './remove-payout-account.resource';
import { useWithdrawalError } from './withdrawal-error';
import { getWithdrawalOverview } from './withdrawal-overview.resource';

/** The member's banks and e-wallets: the list with remove, and the add form. */
export function PayoutAccounts({
  accounts,
  providers,
  realName,
  requireNameMatch,
  max,
}: {
  accounts: readonly PayoutAccount[];
  providers: readonly PayoutProvider[];
  realName: string | null;
  requireNameMatch: boolean;
  max: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  const errorText = useWithdrawalError();
  const queryClient = useQueryClient();
  const [provider, setProvider] = useState(providers[0]?.code ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState(realName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getWithdrawalOverview.endpointKey });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await addPayoutAccount({ provider, accountNumber, holderName });
      setAccountNumber('');
      await refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  const kind = providers.find((item) => item.code === provider)?.kind ?? 'ewallet';

  return (
    <section className="withdrawal-card" aria-labelledby="payout-accounts-title">
      <h3 id="payout-accounts-title" className="section-title">
        {t('accounts.title')}
      </h3>
      {accounts.length === 0 ? (
        <EmptyState title={t('accounts.empty')} body={t('accounts.emptyBody')} />
      ) : (
        <ul className="withdrawal-accounts" data-testid="payout-accounts">
          {accounts.map((account) => (
            <li key={account.id} className="withdrawal-accounts__item">
              <span>
                <strong>{account.providerName}</strong> {account.accountNumber}
                <span className="withdrawal-muted"> · {account.holderName}</span>
              </span>
              <button
                type="button"
                className="site-button"
                disabled={account.inUse}
                title={account.inUse ? t('accounts.inUse') : undefined}
                onClick={() => setRemoving(account)}
              >
                {t('accounts.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {accounts.length < max ? (
        <form className="form" onSubmit={(event) => void add(event)} noValidate>
          <SelectField
            name="provider"
            label={t('accounts.provider')}
            value={provider}
            onChange={setProvider}
            options={providers.map((item) => ({
              value: item.code,
              label: `${item.name} (${t(`accounts.kind.${item.kind}`)})`,
            }))}
          />
          <TextField
            name="accountNumber"
            label={t(kind === 'ewallet' ? 'accounts.walletNumber' : 'accounts.bankNumber')}
            value={accountNumber}
            onChange={setAccountNumber}
            inputMode="numeric"
            maxLength={24}
            hint={t(kind === 'ewallet' ? 'accounts.walletHint' : 'accounts.bankHint')}
            required
          />
          <TextField
            name="holderName"
            label={t('accounts.holderName')}
            value={holderName}
            onChange={setHolderName}
            maxLength={50}
            hint={requireNameMatch ? t('accounts.nameHint') : null}
            required
          />
          <FormFooter error={error} busy={busy} label={t('accounts.add')} />
        </form>
      ) : (
        <p className="withdrawal-muted">{t('accounts.limit', { max })}</p>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('accounts.removeTitle')}
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await removePayoutAccount({ id: removing.id });
            await refresh();
          } catch (failure) {
            setError(errorText(failure));
          }
          setRemoving(null);
        }}
      >
        {removing && `${removing.providerName} ${removing.accountNumber}`}
      </ConfirmDialog>
    </section>
  );
}
