import type { OpsWithdrawalOrder, WithdrawalStatus } from '@site/contracts';
import { SelectField, StatusBadge, TextField, toneOf, type TableColumn } from '@site/shared/ui';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatMoment } from '../../ui/format';
import { listRows, type ListAnswer } from '../../ui/query-table.component';
import { QueuePage } from '../../ui/queue-page.component';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { RowActions } from '../../ui/row-actions.component';
import { useQueuePage } from '../../ui/use-queue-page';
import {
  actionsFor,
  resolveBody,
  type ResolveOutcome,
  type WithdrawalAction,
} from './withdrawal-actions';
import { approveWithdrawal } from './withdrawal-approve.resource';
import { disburseWithdrawal } from './withdrawal-disburse.resource';
import { rejectWithdrawal } from './withdrawal-reject.resource';
import { settleRemainder } from './withdrawal-remainder.resource';
import { resolveWithdrawal } from './withdrawal-resolve.resource';
import { listWithdrawals, type WithdrawalQueueQuery } from './withdrawals.resource';

const STATUSES: readonly WithdrawalStatus[] = [
  'pending',
  'approved',
  'disbursed',
  'not_received',
  'partly_received',
  'received',
  'rejected',
];
const STATUS_TONES = {
  pending: 'warning',
  approved: 'info',
  disbursed: 'info',
  received: 'success',
  partly_received: 'warning',
  not_received: 'danger',
  rejected: 'neutral',
} as const;

/** The text each action's dialog asks for (the API's body), none for a plain confirmation. */
type DialogField = { kind: 'reason' | 'reference'; maxLength: number; label: string };
const REFERENCE: DialogField = { kind: 'reference', maxLength: 100, label: 'reference' };
const DIALOG_FIELDS: Record<WithdrawalAction, DialogField | null> = {
  approve: null,
  reject: { kind: 'reason', maxLength: 200, label: 'rejectReason' },
  disburse: REFERENCE,
  resolve: { kind: 'reason', maxLength: 200, label: 'resolveReason' },
  remainderPaid: REFERENCE,
  remainderClosed: { kind: 'reason', maxLength: 200, label: 'rejectReason' },
};
const DANGER: readonly WithdrawalAction[] = ['reject', 'remainderClosed'];
const PRIMARY: readonly WithdrawalAction[] = ['approve', 'resolve', 'remainderPaid'];

type Acting = { order: OpsWithdrawalOrder; action: WithdrawalAction };

/** The API call behind each action, with the text its dialog asked for. */
function send({ order, action }: Acting, text: string, outcome: ResolveOutcome, received: string) {
  switch (action) {
    case 'approve':
      return approveWithdrawal(order.id);
    case 'reject':
      return rejectWithdrawal(order.id, text);
    case 'disburse':
      return disburseWithdrawal(order.id, text);
    case 'resolve': {
      // The dialog validated it first (validate below); here it only builds the body.
      const result = resolveBody(order.amount, outcome, received, text);
      if (!result.ok) throw new Error(result.error);
      return resolveWithdrawal(order.id, result.body);
    }
    case 'remainderPaid':
      return settleRemainder(order.id, { outcome: 'paid', reference: text });
    case 'remainderClosed':
      return settleRemainder(order.id, { outcome: 'closed', reason: text });
  }
}

type WithdrawalsPageProps = { brands: readonly string[] | null };

/**
 * The withdrawals queue: approve, reject with a reason, mark paid with the payment's reference,
 * settle a "not received" order, and pay or close a partly received order's remainder.
 */
export function WithdrawalsPage({ brands }: WithdrawalsPageProps) {
  const { t, i18n } = useConsoleTranslation();
  const [status, setStatus] = useState<WithdrawalStatus>('pending');
  const [outcome, setOutcome] = useState<ResolveOutcome>('received');
  const [received, setReceived] = useState('');
  const page = useQueuePage<WithdrawalQueueQuery, ListAnswer<OpsWithdrawalOrder>, Acting>(
    listWithdrawals,
    (filter, pageNo, pageSize) => ({ status, ...filter, pageNo, pageSize }),
  );
  const { act, acting } = page;

  const columns = useMemo<TableColumn<OpsWithdrawalOrder>[]>(
    () => [
      {
        key: 'order',
        header: t('withdrawals.columns.order'),
        cell: (order) => <code>{order.orderNo}</code>,
      },
      { key: 'member', header: t('withdrawals.columns.member'), cell: (order) => order.member },
      { key: 'brand', header: t('withdrawals.columns.brand'), cell: (order) => order.brand },
      {
        key: 'amount',
        header: t('withdrawals.columns.amount'),
        align: 'end',
        cell: (order) => formatAmount(order.amount, i18n.language),
      },
      {
        key: 'payout',
        header: t('withdrawals.columns.payout'),
        cell: (order) => (
          <span className="payout">
            {order.payout.providerName}
            <code>{order.payoutAccountNumber}</code>
            {order.payout.holderName}
          </span>
        ),
      },
      {
        key: 'status',
        header: t('withdrawals.columns.status'),
        cell: (order) => (
          <span className="status-cell">
            <StatusBadge tone={toneOf(order.status, STATUS_TONES)}>
              {t(`withdrawals.statuses.${order.status}`)}
            </StatusBadge>
            {order.receivedAmount !== null && order.remainingAmount !== null && (
              <small>
                {t('withdrawals.partly', {
                  received: formatAmount(order.receivedAmount, i18n.language),
                  remaining: formatAmount(order.remainingAmount, i18n.language),
                })}
              </small>
            )}
            {order.remainder && (
              <small>{t(`withdrawals.remainderStates.${order.remainder.state}`)}</small>
            )}
          </span>
        ),
      },
      {
        key: 'created',
        header: t('withdrawals.columns.created'),
        cell: (order) => formatMoment(order.createdAt, i18n.language),
      },
      {
        key: 'actions',
        header: t('withdrawals.columns.actions'),
        cell: (order) => (
          <RowActions
            actions={actionsFor(order).map((action) => ({
              id: action,
              label: t(`withdrawals.${action}`),
              tone: DANGER.includes(action)
                ? 'danger'
                : PRIMARY.includes(action)
                  ? 'primary'
                  : undefined,
            }))}
            onPick={(action) => {
              setOutcome('received');
              setReceived('');
              act({ order, action });
            }}
          />
        ),
      },
    ],
    [t, i18n.language, act],
  );

  const order = acting?.order;
  const values = order && {
    amount: formatAmount(order.amount, i18n.language),
    member: order.member,
    account: `${order.payout.providerName} ${order.payoutAccountNumber}`,
    remaining: formatAmount(order.remainingAmount ?? 0, i18n.language),
  };
  const dialogField = acting && DIALOG_FIELDS[acting.action];
  return (
    <QueuePage
      name="withdrawals"
      title={t('withdrawals.title')}
      state={page}
      brands={brands}
      filters={{ amounts: 'money' }}
      ownFilters={
        <SelectField
          name="status"
          label={t('withdrawals.status')}
          value={status}
          onChange={page.restarting(setStatus)}
          options={STATUSES.map((value) => ({
            value,
            label: t(`withdrawals.statuses.${value}`),
          }))}
        />
      }
      rowsOf={listRows}
      caption={t('withdrawals.caption')}
      columns={columns}
      rowKey={(row) => row.id}
      emptyTitle={t('withdrawals.empty')}
    >
      {acting && values && (
        <ReasonDialog
          open
          title={t(`withdrawals.${acting.action}Title`)}
          confirmLabel={t(`withdrawals.${acting.action}`)}
          tone={DANGER.includes(acting.action) ? 'danger' : 'info'}
          field={
            dialogField
              ? {
                  kind: dialogField.kind,
                  maxLength: dialogField.maxLength,
                  label: t(`withdrawals.${dialogField.label}`),
                  required: true,
                }
              : undefined
          }
          validate={() => {
            if (acting.action !== 'resolve') return null;
            const result = resolveBody(acting.order.amount, outcome, received, '');
            return result.ok ? null : t(`withdrawals.${result.error}`, values);
          }}
          onConfirm={async (text) => {
            const done = await send(acting, text, outcome, received);
            page.done(
              t('withdrawals.done', {
                id: done.orderNo,
                status: t(`withdrawals.statuses.${done.status}`),
              }),
            );
          }}
          onClose={page.stopActing}
          testId="withdrawal-dialog"
          fields={
            acting.action === 'resolve' && (
              <>
                <SelectField
                  name="outcome"
                  label={t('withdrawals.outcome')}
                  value={outcome}
                  onChange={setOutcome}
                  options={(['received', 'partly_received'] as const).map((value) => ({
                    value,
                    label: t(`withdrawals.statuses.${value}`),
                  }))}
                />
                {outcome === 'partly_received' && (
                  <TextField
                    name="received"
                    label={t('withdrawals.receivedAmount')}
                    value={received}
                    onChange={setReceived}
                    inputMode="decimal"
                    maxLength={16}
                  />
                )}
              </>
            )
          }
        >
          {t(`withdrawals.${acting.action}Body`, values)}
        </ReasonDialog>
      )}
    </QueuePage>
  );
}
