import type { ContractKind, ContractSettlement } from '@site/shared';
import { DataTable, StatusBadge, toneOf, type TableColumn } from '@site/shared/ui';
import type { ContractFormat } from './contract-format';

const PAGE_SIZE = 10;

/** The history of my payouts: each settled period, what it came to, and whether it was paid. */
export function ContractPayouts({
  kind,
  settlements,
  format,
  page,
  onPageChange,
}: {
  kind: ContractKind;
  settlements: readonly ContractSettlement[];
  format: ContractFormat;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = format;
  const columns: TableColumn<ContractSettlement>[] = [
    {
      key: 'period',
      header: t('payouts.period'),
      cell: (row) => format.period(row.periodStart, row.periodEnd),
    },
    ...(kind === 'DIVIDEND'
      ? [
          {
            key: 'tier',
            header: t('payouts.tier'),
            cell: (row: ContractSettlement) =>
              row.tier === null
                ? t('progress.noTier')
                : t('tiers.name', { n: format.count(row.tier) }),
          },
        ]
      : []),
    {
      key: 'basis',
      header: t(`payouts.basis.${kind}`),
      cell: (row) => format.money(row.basis),
      align: 'end',
    },
    {
      key: 'amount',
      header: t('payouts.amount'),
      cell: (row) => format.money(row.amount),
      align: 'end',
    },
    {
      key: 'state',
      header: t('payouts.state'),
      cell: (row) => (
        <StatusBadge
          tone={toneOf(row.state, {
            PAID: 'success',
            OUTSTANDING: 'warning',
            NOTHING_DUE: 'neutral',
          })}
        >
          {t(`settlementStates.${row.state}`)}
        </StatusBadge>
      ),
    },
  ];
  return (
    <section className="contract-card" aria-label={t('payouts.title')}>
      {/* With rows, the table's caption is the title. */}
      {settlements.length === 0 && <h3 className="section-title">{t('payouts.title')}</h3>}
      <DataTable
        caption={t('payouts.title')}
        columns={columns}
        rowKey={(row) => `${row.contractId}-${row.periodStart}`}
        data={{
          rows: settlements.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
          total: settlements.length,
        }}
        loading={false}
        error={null}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={onPageChange}
        stackOnPhone
        emptyTitle={t('payouts.empty')}
      />
      <p className="contract-card__note">{t('payouts.note')}</p>
    </section>
  );
}
