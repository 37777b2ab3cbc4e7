import {
  formatDate,
  formatNumber,
  type Language,
  type PointRedemption,
  type RedemptionStatus,
  useTranslation,
} from '@site/shared';
import { DataTable, SelectField, StatusBadge, toneOf, useTableState } from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NAMESPACE } from './i18n/redeem-history-translations';
import { getRedeemHistory } from './redeem-history.resource';

/** spec §4: a redemption is in process until an operator approves or rejects it. */
const STATUSES: readonly RedemptionStatus[] = ['in_process', 'approved', 'rejected'];
const TONES = { in_process: 'info', approved: 'success', rejected: 'danger' } as const;
const PAGE_SIZE = 10;

/** The member's redemptions with their state and the operator's remark. */
export function RedeemHistory() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language as Language;
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [status, setStatus] = useState<RedemptionStatus | ''>('');
  const history = useQuery({
    ...getRedeemHistory.query({
      pageNo: table.page,
      pageSize: PAGE_SIZE,
      ...(status ? { status } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const number = (value: number) => formatNumber(value, language);
  const when = (iso: string) =>
    formatDate(iso, language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  return (
    <section aria-labelledby="redeem-history-title" data-testid="redeem-history">
      <h2 id="redeem-history-title" className="section-title">
        {t('title')}
      </h2>
      <SelectField
        name="redeemStatus"
        label={t('filter')}
        value={status}
        onChange={(next) => {
          setStatus(next);
          table.restart();
        }}
        options={[
          { value: '' as const, label: t('all') },
          ...STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
      />
      <DataTable<PointRedemption>
        caption={t('title')}
        rowKey={(row) => row.id}
        data={history.data ? { rows: history.data.list, total: history.data.total } : null}
        loading={history.isFetching}
        error={history.error}
        onRetry={() => void history.refetch()}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t('empty')}
        emptyBody={t('emptyBody')}
        columns={[
          {
            key: 'item',
            header: t('item'),
            cell: (row) => (
              <>
                <div>{row.name[language]}</div>
                <div className="points-muted">{when(row.createdAt)}</div>
              </>
            ),
          },
          {
            key: 'quantity',
            header: t('quantity'),
            align: 'end',
            cell: (row) => number(row.quantity),
          },
          {
            key: 'points',
            header: t('points'),
            align: 'end',
            cell: (row) => number(row.pointsTotal),
          },
          {
            key: 'status',
            header: t('status.label'),
            cell: (row) => (
              <StatusBadge tone={toneOf(row.status, TONES)}>
                {t(`status.${row.status}`)}
              </StatusBadge>
            ),
          },
          {
            key: 'remark',
            header: t('remark'),
            cell: (row) => row.remark ?? '—',
          },
        ]}
      />
    </section>
  );
}
