import { ErrorState, SkeletonBlocks, useBusState, useTranslation } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { useRefreshOnBalanceChange } from '../../ui/use-refresh-on-balance-change';
import { addWithdrawalTranslations, NAMESPACE } from './i18n/withdrawal-translations';
import { PayoutAccounts } from './payout-accounts.component';
import { WithdrawalForm } from './withdrawal-form.component';
import { WithdrawalOrders } from './withdrawal-orders.component';
import { getWithdrawalOverview } from './withdrawal-overview.resource';
import './withdrawal.css';

addWithdrawalTranslations();

/** The withdraw page (spec §3, §4): request, payout accounts, and the orders with their receipt. */
export default function WithdrawalPage() {
  const { t } = useTranslation(NAMESPACE);
  const { currencySymbol, sumBalance } = useBusState('balance');
  const overview = useQuery(getWithdrawalOverview.query());
  // The withdrawable amount follows the wallet: a rejected order's refund or a deposit credited
  // while the page is open.
  useRefreshOnBalanceChange(sumBalance, getWithdrawalOverview.endpointKey);
  const symbol = currencySymbol ?? '৳';
  if (overview.status === 'pending')
    return <SkeletonBlocks count={3} height={120} label={t('loading')} />;
  if (overview.status === 'error')
    return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  return (
    <div className="withdrawal-page" data-testid="withdrawal-page">
      <WithdrawalForm overview={overview.data} currencySymbol={symbol} />
      <PayoutAccounts
        accounts={overview.data.accounts}
        providers={overview.data.providers}
        realName={overview.data.realName}
        requireNameMatch={overview.data.requireNameMatch}
        max={overview.data.maxPayoutAccounts}
      />
      <WithdrawalOrders currencySymbol={symbol} />
    </div>
  );
}
