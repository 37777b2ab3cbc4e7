import type { BetTotals } from '@site/shared';
import type { TableColumn } from '../data-table/data-table';
import { formatAmount } from './record-format';
import { SignedAmount } from './signed-amount';

/** Stake, valid bet and win/loss columns: a round's in the betting record, a category's in the P&L. */
export function betAmountColumns<Row extends Pick<BetTotals, 'stake' | 'validBet' | 'winLoss'>>(
  labels: { stake: string; validBet: string; winLoss: string },
  language: string,
): TableColumn<Row>[] {
  return [
    {
      key: 'stake',
      header: labels.stake,
      align: 'end',
      cell: (row) => formatAmount(row.stake, language),
    },
    {
      key: 'validBet',
      header: labels.validBet,
      align: 'end',
      cell: (row) => formatAmount(row.validBet, language),
    },
    {
      key: 'winLoss',
      header: labels.winLoss,
      align: 'end',
      cell: (row) => <SignedAmount amount={row.winLoss} />,
    },
  ];
}
