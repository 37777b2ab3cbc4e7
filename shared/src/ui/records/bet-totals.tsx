import {
  type BetTotals,
  formatMoney,
  formatNumber,
  useBusState,
  useTranslation,
} from '@site/shared';
import { SignedAmount } from './signed-amount';
import './records.css';

export type BetTotalsLabels = Record<keyof BetTotals, string>;

/**
 * Rounds, stake, valid bet and win/loss as tiles: the betting record's totals and the profit
 * and loss's, written the same way so a member can compare them at a glance.
 */
export function BetTotalsTiles({
  totals,
  labels,
  testId,
}: {
  totals: BetTotals;
  labels: BetTotalsLabels;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const { currencySymbol } = useBusState('balance');
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  return (
    <dl className="records-totals" data-testid={testId}>
      <div>
        <dt>{labels.count}</dt>
        <dd data-total="count">{formatNumber(totals.count, i18n.language)}</dd>
      </div>
      <div>
        <dt>{labels.stake}</dt>
        <dd data-total="stake">{money(totals.stake)}</dd>
      </div>
      <div>
        <dt>{labels.validBet}</dt>
        <dd data-total="validBet">{money(totals.validBet)}</dd>
      </div>
      <div>
        <dt>{labels.winLoss}</dt>
        <dd data-total="winLoss">
          <SignedAmount amount={totals.winLoss} />
        </dd>
      </div>
    </dl>
  );
}
