import type { BetRecord, BetTotals } from '@site/shared';
import { StatusBadge, toneOf } from '../status-badge';
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

/**
 * A round's game (name, then vendor and category), its amounts and its state: the columns the
 * member's betting record and the agent's team betting share. `text` is the page's own
 * translation, with the keys game, stake, validBet, winLoss, status and statuses.<status>.
 */
export function betRoundColumns<Row extends BetRecord>(
  text: (key: string) => string,
  language: string,
  categoryName: (code: string) => string,
): TableColumn<Row>[] {
  const lang = language === 'bn' ? 'bn' : 'en';
  return [
    {
      key: 'game',
      header: text('game'),
      cell: (row) => (
        <>
          {row.gameName[lang]}
          <br />
          <small>
            {row.vendorName} · {categoryName(row.category)}
          </small>
        </>
      ),
    },
    ...betAmountColumns<Row>(
      { stake: text('stake'), validBet: text('validBet'), winLoss: text('winLoss') },
      language,
    ),
    {
      key: 'status',
      header: text('status'),
      cell: (row) => (
        <StatusBadge
          tone={toneOf(row.status, { OPEN: 'info', SETTLED: 'success', ROLLED_BACK: 'warning' })}
        >
          {text(`statuses.${row.status}`)}
        </StatusBadge>
      ),
    },
  ];
}
