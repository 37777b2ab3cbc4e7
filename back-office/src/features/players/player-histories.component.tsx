import type {
  BetRecord,
  MemberBonus,
  MemberMessage,
  PlayerDeposit,
  PlayerLedgerLine,
  PlayerWithdrawal,
} from '@site/contracts';
import type { ApiError } from '@site/shared';
import {
  amountTone,
  DataTable,
  StatusBadge,
  toneOf,
  useTableState,
  type TableColumn,
} from '@site/shared/ui';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatMoment } from '../../ui/format';
import { playerHistory, playerRewards, type PageInput, type PlayerRef } from './players.resource';

const PAGE_SIZE = 10;

type HistoryTableProps<Row, Page extends { list: Row[]; total: number }> = {
  /** A paged call of players.resource.ts for this player. */
  call: { query: (input: PageInput) => UseQueryOptions<Page, ApiError, Page, QueryKey> };
  caption: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  emptyTitle: string;
};

/** One paged history of the player: its own page number, skeleton, empty and error states. */
function HistoryTable<Row, Page extends { list: Row[]; total: number }>({
  call,
  caption,
  columns,
  rowKey,
  emptyTitle,
}: HistoryTableProps<Row, Page>) {
  const table = useTableState({ pageSize: PAGE_SIZE });
  const page = useQuery({
    ...call.query({ pageNo: table.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rowKey={rowKey}
      data={page.data ? { rows: page.data.list, total: page.data.total } : null}
      loading={page.isPlaceholderData}
      error={page.isError && !page.data ? page.error : null}
      onRetry={() => void page.refetch()}
      page={table.page}
      pageSize={PAGE_SIZE}
      onPageChange={table.setPage}
      stackOnPhone
      emptyTitle={emptyTitle}
    />
  );
}

/** A signed amount coloured by its sign (which it also writes), in the reader's digits. */
function Signed({ amount }: { amount: number }) {
  const { i18n } = useConsoleTranslation();
  return (
    <span className={`amount--${amountTone(amount)}`}>
      {amount > 0 ? '+' : ''}
      {formatAmount(amount, i18n.language)}
    </span>
  );
}

const amountColumn = <Row,>(
  header: string,
  amount: (row: Row) => number,
  signed = false,
): TableColumn<Row> => ({
  key: header,
  header,
  align: 'end',
  cell: (row) => (signed ? <Signed amount={amount(row)} /> : <Amount value={amount(row)} />),
});

function Amount({ value }: { value: number }) {
  const { i18n } = useConsoleTranslation();
  return <>{formatAmount(value, i18n.language)}</>;
}

const momentColumn = <Row,>(header: string, at: (row: Row) => string | null): TableColumn<Row> => ({
  key: header,
  header,
  cell: (row) => <Moment iso={at(row)} />,
});

function Moment({ iso }: { iso: string | null }) {
  const { i18n } = useConsoleTranslation();
  return <>{iso ? formatMoment(iso, i18n.language) : '—'}</>;
}

export function LedgerHistory({ player }: { player: PlayerRef }) {
  const { t } = useConsoleTranslation();
  const columns = useMemo<TableColumn<PlayerLedgerLine>[]>(
    () => [
      momentColumn(t('players.columns.at'), (line) => line.at),
      {
        key: 'kind',
        header: t('players.columns.kind'),
        cell: (line) => t(`players.ledgerKinds.${line.kind}`, { defaultValue: line.kind }),
      },
      amountColumn(t('players.columns.amount'), (line) => line.amount, true),
      { key: 'reason', header: t('players.columns.reason'), cell: (line) => line.reason ?? '' },
    ],
    [t],
  );
  return (
    <HistoryTable
      call={playerHistory.ledger(player)}
      caption={t('players.ledger')}
      columns={columns}
      rowKey={(line) => line.id}
      emptyTitle={t('players.empty.ledger')}
    />
  );
}

export function BetHistory({ player }: { player: PlayerRef }) {
  const { t, i18n } = useConsoleTranslation();
  const language = i18n.language === 'en' ? 'en' : 'bn';
  const columns = useMemo<TableColumn<BetRecord>[]>(
    () => [
      momentColumn(t('players.columns.at'), (bet) => bet.betAt),
      {
        key: 'game',
        header: t('players.columns.game'),
        cell: (bet) => (
          <span className="player-contact">
            <span>{bet.gameName[language] || bet.gameCode}</span>
            <span className="muted">
              {bet.vendorName} · {bet.category}
            </span>
          </span>
        ),
      },
      amountColumn(t('players.columns.stake'), (bet) => bet.stake),
      amountColumn(t('players.columns.validBet'), (bet) => bet.validBet),
      amountColumn(t('players.columns.winLoss'), (bet) => bet.winLoss, true),
      {
        key: 'status',
        header: t('players.columns.status'),
        cell: (bet) => t(`players.betStatuses.${bet.status}`),
      },
    ],
    [t, language],
  );
  return (
    <HistoryTable
      call={playerHistory.bets(player)}
      caption={t('players.tabs.bets')}
      columns={columns}
      rowKey={(bet) => bet.id}
      emptyTitle={t('players.empty.bets')}
    />
  );
}

const DEPOSIT_TONES = {
  pending: 'warning',
  credited: 'success',
  failed: 'danger',
  expired: 'neutral',
} as const;
const WITHDRAWAL_TONES = {
  pending: 'warning',
  approved: 'info',
  disbursed: 'info',
  received: 'success',
  partly_received: 'warning',
  not_received: 'danger',
  rejected: 'neutral',
} as const;

/** Deposits above withdrawals: the cashier's two histories of the player on one tab. */
export function CashierHistory({ player }: { player: PlayerRef }) {
  const { t } = useConsoleTranslation();
  const deposits = useMemo<TableColumn<PlayerDeposit>[]>(
    () => [
      momentColumn(t('players.columns.at'), (order) => order.createdAt),
      {
        key: 'reference',
        header: t('players.columns.reference'),
        cell: (order) => <code>{order.reference}</code>,
      },
      { key: 'method', header: t('players.columns.method'), cell: (order) => order.method },
      amountColumn(t('players.columns.amount'), (order) => order.amount),
      {
        key: 'state',
        header: t('players.columns.status'),
        cell: (order) => (
          <StatusBadge tone={toneOf(order.state, DEPOSIT_TONES)}>
            {t(`deposits.states.${order.state}`)}
          </StatusBadge>
        ),
      },
    ],
    [t],
  );
  const withdrawals = useMemo<TableColumn<PlayerWithdrawal>[]>(
    () => [
      momentColumn(t('players.columns.at'), (order) => order.createdAt),
      {
        key: 'order',
        header: t('players.columns.reference'),
        cell: (order) => <code>{order.orderNo}</code>,
      },
      { key: 'payout', header: t('players.columns.payout'), cell: (order) => order.payout },
      amountColumn(t('players.columns.amount'), (order) => order.amount),
      {
        key: 'status',
        header: t('players.columns.status'),
        cell: (order) => (
          <StatusBadge tone={toneOf(order.status, WITHDRAWAL_TONES)}>
            {t(`withdrawals.statuses.${order.status}`)}
          </StatusBadge>
        ),
      },
    ],
    [t],
  );
  return (
    <div className="player-tables">
      <HistoryTable
        call={playerHistory.deposits(player)}
        caption={t('players.deposits')}
        columns={deposits}
        rowKey={(order) => order.id}
        emptyTitle={t('players.empty.deposits')}
      />
      <HistoryTable
        call={playerHistory.withdrawals(player)}
        caption={t('players.withdrawals')}
        columns={withdrawals}
        rowKey={(order) => order.id}
        emptyTitle={t('players.empty.withdrawals')}
      />
    </div>
  );
}

/** A titled part of a tab (lists; a table's caption is its title). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="player-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function MessageHistory({ player }: { player: PlayerRef }) {
  const { t } = useConsoleTranslation();
  const columns = useMemo<TableColumn<MemberMessage>[]>(
    () => [
      momentColumn(t('players.columns.at'), (message) => message.createdAt),
      {
        key: 'title',
        header: t('players.columns.title'),
        cell: (message) => (
          <span className="player-contact">
            <strong>{message.title}</strong>
            {message.body && <span className="muted">{message.body}</span>}
          </span>
        ),
      },
      momentColumn(t('players.columns.read'), (message) => message.readAt),
    ],
    [t],
  );
  return (
    <HistoryTable
      call={playerHistory.messages(player)}
      caption={t('players.tabs.messages')}
      columns={columns}
      rowKey={(message) => message.id}
      emptyTitle={t('players.empty.messages')}
    />
  );
}

/** Bonuses with their turnover, done against required (the member's reward centre's count). */
export function RewardHistory({ player }: { player: PlayerRef }) {
  const { t, i18n } = useConsoleTranslation();
  const rewards = useQuery(playerRewards(player).query());
  const columns = useMemo<TableColumn<MemberBonus>[]>(
    () => [
      momentColumn(t('players.columns.at'), (bonus) => new Date(bonus.claimedAt).toISOString()),
      { key: 'title', header: t('players.columns.title'), cell: (bonus) => bonus.title },
      amountColumn(t('players.columns.amount'), (bonus) => bonus.amount),
      {
        key: 'turnover',
        header: t('players.columns.turnover'),
        align: 'end',
        cell: (bonus) =>
          t('players.turnover', {
            done: formatAmount(bonus.turnoverDone, i18n.language),
            required: formatAmount(bonus.turnoverRequired, i18n.language),
          }),
      },
      {
        key: 'state',
        header: t('players.columns.status'),
        cell: (bonus) => t(`players.bonusStates.${bonus.state}`),
      },
    ],
    [t, i18n.language],
  );
  return (
    <DataTable
      caption={t('players.tabs.rewards')}
      columns={columns}
      rowKey={(bonus) => bonus.id}
      data={rewards.data ? { rows: rewards.data.list, total: rewards.data.list.length } : null}
      loading={false}
      error={rewards.isError ? rewards.error : null}
      onRetry={() => void rewards.refetch()}
      page={1}
      pageSize={Math.max(1, rewards.data?.list.length ?? 1)}
      onPageChange={() => undefined}
      stackOnPhone
      emptyTitle={t('players.empty.rewards')}
    />
  );
}
