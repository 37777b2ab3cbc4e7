import type { OpsApplication } from '@site/contracts';
import {
  parseAmount,
  SelectField,
  StatusBadge,
  TextField,
  toneOf,
  type TableColumn,
} from '@site/shared/ui';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatMoment, waitedText } from '../../ui/format';
import { listRows, type ListAnswer } from '../../ui/query-table.component';
import { QueuePage } from '../../ui/queue-page.component';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { RowActions } from '../../ui/row-actions.component';
import { useQueuePage } from '../../ui/use-queue-page';
import { applicationActions, type ApplicationAction } from './application-actions';
import { ApplicationImages } from './application-images.component';
import { issueApplication } from './application-issue.resource';
import { processApplication } from './application-process.resource';
import { rejectApplication } from './application-reject.resource';
import {
  listApplications,
  type ApplicationQueueQuery,
  type ApplicationStatusFilter,
} from './applications.resource';

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
  const [status, setStatus] = useState<ApplicationStatusFilter>('applying');
  const [amountText, setAmountText] = useState('');
  const page = useQueuePage<ApplicationQueueQuery, ListAnswer<OpsApplication>, Acting>(
    listApplications,
    // Applications have no amount: brand, member and age.
    ({ brand, member, minAgeMinutes }, pageNo, pageSize) => ({
      status,
      ...(brand ? { brand } : {}),
      ...(member ? { member } : {}),
      ...(minAgeMinutes ? { minAgeMinutes } : {}),
      pageNo,
      pageSize,
    }),
  );
  const { queue, act, acting } = page;
  const issueAmount = () => {
    const parsed = parseAmount(amountText);
    return parsed.kind === 'ok' ? parsed.value : undefined;
  };

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
          <RowActions
            actions={applicationActions(row.status, { support: true, finance: canIssue }).map(
              (action) => ({
                id: action,
                label: t(`applications.${action}`),
                tone: action === 'reject' ? 'danger' : 'primary',
              }),
            )}
            rowName={row.id}
            onPick={(action) => {
              setAmountText('');
              act({ application: row, action });
            }}
          />
        ),
      },
    ],
    [t, language, now, canIssue, act],
  );

  return (
    <QueuePage
      name="applications"
      title={t('applications.title')}
      state={page}
      brands={brands}
      ownFilters={
        <SelectField
          name="status"
          label={t('applications.status')}
          value={status}
          onChange={page.restarting(setStatus)}
          options={STATUSES.map((value) => ({
            value,
            label: t(`applications.statuses.${value}`),
          }))}
        />
      }
      rowsOf={listRows}
      caption={t('applications.caption')}
      columns={columns}
      rowKey={(row) => row.id}
      emptyTitle={t('applications.empty')}
    >
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
          onConfirm={async (reason) => {
            const application = await send(acting, reason, issueAmount());
            page.done(
              t('applications.done', {
                id: application.id,
                status: t(`applications.statuses.${application.status}`),
              }),
            );
          }}
          onClose={page.stopActing}
          testId="application-dialog"
        >
          {t(`applications.${acting.action}Body`, {
            member: acting.application.member,
            promotion: acting.application.title,
          })}
        </ReasonDialog>
      )}
    </QueuePage>
  );
}
