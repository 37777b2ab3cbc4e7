import type { OpsRedemption, RedemptionStatus } from '@site/contracts';
import { SelectField, StatusBadge, toneOf, type TableColumn } from '@site/shared/ui';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatMoment, formatPoints, waitedText } from '../../ui/format';
import { listRows, type ListAnswer } from '../../ui/query-table.component';
import { QueuePage } from '../../ui/queue-page.component';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { RowActions } from '../../ui/row-actions.component';
import { useQueuePage } from '../../ui/use-queue-page';
import { approveRedemption } from './redemption-approve.resource';
import { redemptionQuery } from './redemption-filter';
import { rejectRedemption } from './redemption-reject.resource';
import { listRedemptions, type RedemptionQueueQuery } from './redemptions.resource';

const STATUSES: readonly RedemptionStatus[] = ['in_process', 'approved', 'rejected'];
const STATUS_TONES = { in_process: 'warning', approved: 'success', rejected: 'neutral' } as const;

type Acting = { redemption: OpsRedemption; decision: 'approve' | 'reject' };

/**
 * The points mall's redemptions: approve one (the reward was sent), or reject it with the
 * remark the member reads (points and stock go back once).
 */
export function RedemptionsPage({ brands }: { brands: readonly string[] | null }) {
  const { t, i18n } = useConsoleTranslation();
  const [status, setStatus] = useState<RedemptionStatus>('in_process');
  const page = useQueuePage<RedemptionQueueQuery, ListAnswer<OpsRedemption>, Acting>(
    listRedemptions,
    (filter, pageNo, pageSize) => redemptionQuery(filter, status, pageNo, pageSize),
  );
  const { queue, act, acting } = page;

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
            <RowActions
              actions={[
                { id: 'approve', label: t('points.approve'), tone: 'primary' },
                { id: 'reject', label: t('points.reject'), tone: 'danger' },
              ]}
              rowName={row.id}
              onPick={(decision) => act({ redemption: row, decision })}
            />
          ),
      },
    ],
    [t, language, now, act],
  );

  return (
    <QueuePage
      name="points"
      title={t('points.title')}
      state={page}
      brands={brands}
      filters={{ amounts: 'points' }}
      ownFilters={
        <SelectField
          name="status"
          label={t('points.status')}
          value={status}
          onChange={page.restarting(setStatus)}
          options={STATUSES.map((value) => ({ value, label: t(`points.statuses.${value}`) }))}
        />
      }
      rowsOf={listRows}
      caption={t('points.caption')}
      columns={columns}
      rowKey={(row) => row.id}
      emptyTitle={t('points.empty')}
    >
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
          onConfirm={async (remark) => {
            const { id } = acting.redemption;
            const redemption = await (
              acting.decision === 'approve' ? approveRedemption : rejectRedemption
            )(id, remark);
            page.done(
              t('points.done', {
                id: redemption.id,
                status: t(`points.statuses.${redemption.status}`),
              }),
            );
          }}
          onClose={page.stopActing}
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
    </QueuePage>
  );
}
