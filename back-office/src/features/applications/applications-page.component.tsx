import type { OpsApplication } from '@site/contracts';
import {
  DataTable,
  parseAmount,
  SelectField,
  StatusBadge,
  TextField,
  toneOf,
  useTableState,
  type TableColumn,
} from '@site/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatMoment, waitedText } from '../../ui/format';
import { QueueFilters } from '../../ui/queue-filters.component';
import type { QueueFilter } from '../../ui/queue-filters';
import { QueueHeader } from '../../ui/queue-header.component';
import { useQueue } from '../../ui/use-queue';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { applicationActions, type ApplicationAction } from './application-actions';
import { ApplicationImages } from './application-images.component';
import { issueApplication } from './application-issue.resource';
import { processApplication } from './application-process.resource';
import { rejectApplication } from './application-reject.resource';
import { listApplications, type ApplicationStatusFilter } from './applications.resource';

const PAGE_SIZE = 20;
const STATUSES: readonly ApplicationStatusFilter[] = ['applying', 'process', 'issued', 'rejected'];
const STATUS_TONES = {
  applying: 'warning',
  process: 'info',
  issued: 'success',
  claimed: 'success',
  rejected: 'neutral',
} as const;
/** The largest reward the API issues (promotionOps' MAX_ISSUE). */
const MAX_ISSUE = 1_000_000;

type Acting = { application: OpsApplication; action: ApplicationAction };

function send({ application, action }: Acting, reason: string, amount: number | undefined) {
  const note = reason ? { reason } : {};
  if (action === 'process') return processApplication(application.id, note);
  if (action === 'reject') return rejectApplication(application.id, { reason });
  return issueApplication(application.id, { ...note, ...(amount ? { amount } : {}) });
}

type ApplicationsPageProps = {
  brands: readonly string[] | null;
  /** Issuing is finance's (the API's route role); support takes up and rejects. */
  canIssue: boolean;
};

/** Promotion applications: what the member sent (text, images), taken up, issued or rejected. */
export function ApplicationsPage({ brands, canIssue }: ApplicationsPageProps) {
  const { t, i18n } = useConsoleTranslation();
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [status, setStatus] = useState<ApplicationStatusFilter>('applying');
  // Applications have no amount: brand, member and age.
  const [{ brand, member, minAgeMinutes }, setFilter] = useState<QueueFilter>({});
  const [acting, setActing] = useState<Acting>();
  const [amountText, setAmountText] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const { queue, refresh } = useQueue(listApplications, {
    status,
    ...(brand ? { brand } : {}),
    ...(member ? { member } : {}),
    ...(minAgeMinutes ? { minAgeMinutes } : {}),
    pageNo: table.page,
    pageSize: PAGE_SIZE,
  });
  const issueAmount = () => {
    const parsed = parseAmount(amountText);
    return parsed.kind === 'ok' ? parsed.value : undefined;
  };
  const act = useMutation({
    mutationFn: ({ acting, reason }: { acting: Acting; reason: string }) =>
      send(acting, reason, issueAmount()),
    onSuccess: (application) => {
      setDone(
        t('applications.done', {
          id: application.id,
          status: t(`applications.statuses.${application.status}`),
        }),
      );
      void refresh();
    },
  });

  const language = i18n.language;
  const now = queue.dataUpdatedAt || Date.now();
  const columns = useMemo<TableColumn<OpsApplication>[]>(
    () => [
      { key: 'id', header: t('applications.columns.id'), cell: (row) => <code>{row.id}</code> },
      {
        key: 'member',
        header: t('applications.columns.member'),
        cell: (row) => (
          <span className="status-cell">
            <strong>{row.member}</strong>
            {row.brand}
          </span>
        ),
      },
      {
        key: 'promotion',
        header: t('applications.columns.promotion'),
        cell: (row) => (
          <span className="payout">
            {row.title}
            <code>{row.promotion}</code>
          </span>
        ),
      },
      {
        key: 'sent',
        header: t('applications.columns.sent'),
        // What the member wrote and attached, as they sent it.
        cell: (row) => (
          <div className="status-cell">
            {row.comment && <p className="feedback-text">{row.comment}</p>}
            <ApplicationImages application={row} />
          </div>
        ),
      },
      {
        key: 'status',
        header: t('applications.columns.status'),
        cell: (row) => (
          <span className="status-cell">
            <StatusBadge tone={toneOf(row.status, STATUS_TONES)}>
              {t(`applications.statuses.${row.status}`)}
            </StatusBadge>
            {row.reason && <small>{t('applications.reasonShown', { reason: row.reason })}</small>}
            {row.reward && (
              <small>
                {t('applications.reward', {
                  amount: formatAmount(row.reward.amount, language),
                  payout: t(`applications.payouts.${row.reward.payout}`),
                })}
              </small>
            )}
          </span>
        ),
      },
      {
        key: 'created',
        header: t('applications.columns.created'),
        cell: (row) => (
          <span className="status-cell">
            {formatMoment(row.createdAt, language)}
            <small>{waitedText(row.createdAt, now, t)}</small>
          </span>
        ),
      },
      {
        key: 'actions',
        header: t('applications.columns.actions'),
        cell: (row) => (
          <span className="row-actions">
            {applicationActions(row.status, { support: true, finance: canIssue }).map((action) => (
              <button
                key={action}
                type="button"
                className={`site-button console-button--small ${action === 'reject' ? 'console-button--danger' : 'site-button--primary'}`}
                aria-label={`${t(`applications.${action}`)} ${row.id}`}
                onClick={() => {
                  setDone(null);
                  setAmountText('');
                  setActing({ application: row, action });
                }}
              >
                {t(`applications.${action}`)}
              </button>
            ))}
          </span>
        ),
      },
    ],
    [t, language, now, canIssue],
  );

  return (
    <section className="queue" aria-labelledby="applications-title">
      <QueueHeader
        id="applications-title"
        title={t('applications.title')}
        updatedAt={queue.dataUpdatedAt}
        refreshing={queue.isFetching}
        onRefresh={() => void refresh()}
      />
      <QueueFilters
        brands={brands}
        onApply={(next) => {
          setFilter(next);
          table.restart();
        }}
      >
        <SelectField
          name="status"
          label={t('applications.status')}
          value={status}
          onChange={(next) => {
            setStatus(next);
            table.restart();
          }}
          options={STATUSES.map((value) => ({
            value,
            label: t(`applications.statuses.${value}`),
          }))}
        />
      </QueueFilters>
      {done && (
        <p className="console-notice console-notice--success" role="status">
          {done}
        </p>
      )}
      <DataTable
        caption={t('applications.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        data={queue.data ? { rows: queue.data.list, total: queue.data.total } : null}
        loading={queue.isPlaceholderData}
        error={queue.isError && !queue.data ? queue.error : null}
        onRetry={() => void queue.refetch()}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t('applications.empty')}
      />
      {acting && (
        <ReasonDialog
          open
          title={t(`applications.${acting.action}Title`)}
          confirmLabel={t(`applications.${acting.action}`)}
          tone={acting.action === 'reject' ? 'danger' : 'info'}
          field={{
            kind: 'reason',
            label: t(`applications.${acting.action === 'reject' ? 'rejectReason' : 'note'}`),
            required: acting.action === 'reject',
            maxLength: 500,
          }}
          validate={() => {
            if (acting.action !== 'issue' || amountText.trim() === '') return null;
            const amount = issueAmount();
            return amount !== undefined && amount > 0 && amount <= MAX_ISSUE
              ? null
              : t('applications.amountInvalid');
          }}
          fields={
            acting.action === 'issue' && (
              <TextField
                name="amount"
                label={t('applications.amount')}
                hint={t('applications.amountHint')}
                value={amountText}
                onChange={setAmountText}
                inputMode="decimal"
                maxLength={16}
              />
            )
          }
          onConfirm={(reason) => act.mutateAsync({ acting, reason })}
          onClose={() => setActing(undefined)}
          testId="application-dialog"
        >
          {t(`applications.${acting.action}Body`, {
            member: acting.application.member,
            promotion: acting.application.title,
          })}
        </ReasonDialog>
      )}
    </section>
  );
}
