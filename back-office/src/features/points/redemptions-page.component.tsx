import type { OpsRedemption, RedemptionStatus } from '@site/contracts';
import {
  DataTable,
  SelectField,
  StatusBadge,
  toneOf,
  useTableState,
  type TableColumn,
} from '@site/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatMoment, formatPoints, waitedText } from '../../ui/format';
import { QueueFilters } from '../../ui/queue-filters.component';
import type { QueueFilter } from '../../ui/queue-filters';
import { QueueHeader } from '../../ui/queue-header.component';
import { useQueue } from '../../ui/use-queue';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { approveRedemption } from './redemption-approve.resource';
import { redemptionQuery } from './redemption-filter';
import { rejectRedemption } from './redemption-reject.resource';
import { listRedemptions } from './redemptions.resource';

const PAGE_SIZE = 20;
const STATUSES: readonly RedemptionStatus[] = ['in_process', 'approved', 'rejected'];
const STATUS_TONES = { in_process: 'warning', approved: 'success', rejected: 'neutral' } as const;

type Decision = 'approve' | 'reject';

/**
 * The points mall's redemptions: approve one (the reward was sent), or reject it with the
 * remark the member reads (points and stock go back once).
 */
export function RedemptionsPage({ brands }: { brands: readonly string[] | null }) {
  const { t, i18n } = useConsoleTranslation();
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [status, setStatus] = useState<RedemptionStatus>('in_process');
  const [filter, setFilter] = useState<QueueFilter>({});
  const [acting, setActing] = useState<{ redemption: OpsRedemption; decision: Decision }>();
  const [done, setDone] = useState<string | null>(null);

  const { queue, refresh } = useQueue(
    listRedemptions,
    redemptionQuery(filter, status, table.page, PAGE_SIZE),
  );
  const decide = useMutation({
    mutationFn: ({ id, decision, remark }: { id: string; decision: Decision; remark: string }) =>
      decision === 'approve' ? approveRedemption(id, remark) : rejectRedemption(id, remark),
    onSuccess: (redemption) => {
      setDone(
        t('points.done', { id: redemption.id, status: t(`points.statuses.${redemption.status}`) }),
      );
      void refresh();
    },
  });

  const language = i18n.language;
  const now = queue.dataUpdatedAt || Date.now();
  const columns = useMemo<TableColumn<OpsRedemption>[]>(
    () => [
      { key: 'id', header: t('points.columns.id'), cell: (row) => <code>{row.id}</code> },
      { key: 'member', header: t('points.columns.member'), cell: (row) => row.member },
      { key: 'brand', header: t('points.columns.brand'), cell: (row) => row.brand },
      {
        key: 'reward',
        header: t('points.columns.reward'),
        // The reward as the member reads it in the mall, in the console's language.
        cell: (row) => (
          <span className="payout">
            {language.startsWith('bn') ? row.name.bn : row.name.en}
            <code>{row.sku}</code>
          </span>
        ),
      },
      {
        key: 'quantity',
        header: t('points.columns.quantity'),
        align: 'end',
        cell: (row) => formatPoints(row.quantity, language),
      },
      {
        key: 'points',
        header: t('points.columns.points'),
        align: 'end',
        cell: (row) => formatPoints(row.pointsTotal, language),
      },
      {
        key: 'status',
        header: t('points.columns.status'),
        cell: (row) => (
          <span className="status-cell">
            <StatusBadge tone={toneOf(row.status, STATUS_TONES)}>
              {t(`points.statuses.${row.status}`)}
            </StatusBadge>
            {row.remark && <small>{t('points.remarkShown', { remark: row.remark })}</small>}
          </span>
        ),
      },
      {
        key: 'created',
        header: t('points.columns.created'),
        cell: (row) => (
          <span className="status-cell">
            {formatMoment(row.createdAt, language)}
            {row.status === 'in_process' && <small>{waitedText(row.createdAt, now, t)}</small>}
          </span>
        ),
      },
      {
        key: 'actions',
        header: t('points.columns.actions'),
        cell: (row) =>
          row.status === 'in_process' && (
            <span className="row-actions">
              {(['approve', 'reject'] as const).map((decision) => (
                <button
                  key={decision}
                  type="button"
                  className={`site-button console-button--small ${decision === 'approve' ? 'site-button--primary' : 'console-button--danger'}`}
                  aria-label={`${t(`points.${decision}`)} ${row.id}`}
                  onClick={() => {
                    setDone(null);
                    setActing({ redemption: row, decision });
                  }}
                >
                  {t(`points.${decision}`)}
                </button>
              ))}
            </span>
          ),
      },
    ],
    [t, language, now],
  );

  return (
    <section className="queue" aria-labelledby="points-title">
      <QueueHeader
        id="points-title"
        title={t('points.title')}
        updatedAt={queue.dataUpdatedAt}
        refreshing={queue.isFetching}
        onRefresh={() => void refresh()}
      />
      <QueueFilters
        brands={brands}
        amounts="points"
        onApply={(next) => {
          setFilter(next);
          table.restart();
        }}
      >
        <SelectField
          name="status"
          label={t('points.status')}
          value={status}
          onChange={(next) => {
            setStatus(next);
            table.restart();
          }}
          options={STATUSES.map((value) => ({ value, label: t(`points.statuses.${value}`) }))}
        />
      </QueueFilters>
      {done && (
        <p className="console-notice console-notice--success" role="status">
          {done}
        </p>
      )}
      <DataTable
        caption={t('points.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        data={queue.data ? { rows: queue.data.list, total: queue.data.total } : null}
        loading={queue.isPlaceholderData}
        error={queue.isError && !queue.data ? queue.error : null}
        onRetry={() => void queue.refetch()}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t('points.empty')}
      />
      {acting && (
        <ReasonDialog
          open
          title={t(`points.${acting.decision}Title`)}
          confirmLabel={t(`points.${acting.decision}`)}
          tone={acting.decision === 'reject' ? 'danger' : 'info'}
          field={{
            kind: 'reason',
            label: t(`points.${acting.decision}Remark`),
            required: acting.decision === 'reject',
            maxLength: 200,
          }}
          onConfirm={(remark) =>
            decide.mutateAsync({ id: acting.redemption.id, decision: acting.decision, remark })
          }
          onClose={() => setActing(undefined)}
          testId="redemption-dialog"
        >
          {t(`points.${acting.decision}Body`, {
            member: acting.redemption.member,
            quantity: formatPoints(acting.redemption.quantity, language),
            reward: language.startsWith('bn')
              ? acting.redemption.name.bn
              : acting.redemption.name.en,
            points: formatPoints(acting.redemption.pointsTotal, language),
          })}
        </ReasonDialog>
      )}
    </section>
  );
}
