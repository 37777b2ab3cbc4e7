import type { OpsDepositOrder } from '@site/contracts';
import {
  DataTable,
  SelectField,
  TextField,
  useTableState,
  type TableColumn,
} from '@site/shared/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatClock, formatShortMoment, waitedText } from '../../ui/format';
import { creditDeposit } from './deposit-credit.resource';
import { DepositDetail } from './deposit-detail.component';
import { failDeposit } from './deposit-fail.resource';
import {
  AGE_CHOICES,
  EMPTY_FILTERS,
  filterQuery,
  type DepositFilterForm,
  type FilterErrors,
} from './deposit-filters';
import { listDeposits, type DepositQueueQuery } from './deposits.resource';

/**
 * How often the queue asks again. Polling is this slice's "live": the API pushes order changes
 * to members (server-sent events) but has no operator stream yet.
 */
export const QUEUE_POLL_MS = 10_000;
const PAGE_SIZE = 20;

type DepositsPageProps = {
  /** The operator's brands (merchant codes); null: every brand. */
  brands: readonly string[] | null;
};

/** The cashier's queue of pending deposits: filter, open one, look at its proof, credit or fail. */
export function DepositsPage({ brands }: DepositsPageProps) {
  const { t, i18n } = useConsoleTranslation();
  const queryClient = useQueryClient();
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [form, setForm] = useState<DepositFilterForm>(EMPTY_FILTERS);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [filter, setFilter] = useState<Partial<DepositQueueQuery>>({});
  const [selected, setSelected] = useState<OpsDepositOrder | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const input: DepositQueueQuery = {
    state: 'pending',
    ...filter,
    page: table.page,
    pageSize: PAGE_SIZE,
  };
  const queue = useQuery({
    ...listDeposits.query(input),
    refetchInterval: QUEUE_POLL_MS,
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: listDeposits.endpointKey });
  const settle = useMutation({
    mutationFn: ({ outcome, reason }: { outcome: 'credit' | 'fail'; reason: string }) =>
      outcome === 'credit'
        ? creditDeposit(selected!.reference, reason)
        : failDeposit(selected!.reference, reason),
    onSuccess: (order, { outcome }) => {
      setSelected(null);
      setDone(t(`deposits.${outcome}.done`, { reference: order.reference }));
      void refresh();
    },
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = filterQuery(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFilter(result.filter);
    table.restart();
  };
  const clear = () => {
    setForm(EMPTY_FILTERS);
    setErrors({});
    setFilter({});
    table.restart();
  };
  const field = (name: keyof DepositFilterForm) => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    error: errors[name] ? t(`queue.${errors[name]}`) : null,
  });

  const now = queue.dataUpdatedAt || Date.now();
  const columns = useMemo<TableColumn<OpsDepositOrder>[]>(
    () => [
      {
        key: 'reference',
        header: t('deposits.columns.reference'),
        cell: (order) => <code>{order.reference}</code>,
      },
      { key: 'member', header: t('deposits.columns.member'), cell: (order) => order.member },
      { key: 'brand', header: t('deposits.columns.brand'), cell: (order) => order.brand },
      {
        key: 'amount',
        header: t('deposits.columns.amount'),
        align: 'end',
        cell: (order) => formatAmount(order.amount, i18n.language),
      },
      {
        // How long it has waited, and since when: one column, so the row's Open button stays in
        // view on a tablet (the method is in the detail).
        key: 'waiting',
        header: t('deposits.columns.waiting'),
        cell: (order) => (
          <span className="waited">
            {waitedText(order.createdAt, now, t)}
            <small>{formatShortMoment(order.createdAt, i18n.language)}</small>
          </span>
        ),
      },
      {
        key: 'proofs',
        header: t('deposits.columns.proofs'),
        cell: (order) =>
          order.proofFileIds.length > 0
            ? t('deposits.proofCount', { count: order.proofFileIds.length })
            : t('deposits.noProof'),
      },
      {
        key: 'actions',
        header: t('deposits.columns.actions'),
        cell: (order) => (
          <button
            type="button"
            className="site-button site-button--primary console-button--small"
            aria-label={`${t('queue.open')} ${order.reference}`}
            onClick={() => {
              setDone(null);
              setSelected(order);
            }}
          >
            {t('queue.open')}
          </button>
        ),
      },
    ],
    [t, i18n.language, now],
  );

  const ageOptions = [
    { value: '', label: t('queue.ageAny') },
    ...AGE_CHOICES.map((minutes) => ({
      value: String(minutes),
      label:
        minutes < 60
          ? t('queue.minutes', { count: minutes })
          : t('queue.hours', { count: minutes / 60 }),
    })),
  ];
  return (
    <section className="queue" aria-labelledby="deposits-title">
      <header className="queue__header">
        <h1 id="deposits-title">{t('deposits.title')}</h1>
        <p className="queue__live" aria-live="off">
          {t('queue.live', {
            seconds: QUEUE_POLL_MS / 1000,
            time: queue.dataUpdatedAt ? formatClock(queue.dataUpdatedAt, i18n.language) : '—',
          })}
          <button
            type="button"
            className="link-button"
            onClick={() => void refresh()}
            disabled={queue.isFetching}
          >
            {t('queue.refresh')}
          </button>
        </p>
      </header>
      <form className="queue__filters" onSubmit={apply} noValidate>
        {brands && brands.length > 0 ? (
          <SelectField
            {...field('brand')}
            label={t('queue.brand')}
            options={[
              { value: '', label: t('queue.allBrands') },
              ...brands.map((code) => ({ value: code, label: code })),
            ]}
          />
        ) : (
          <TextField {...field('brand')} label={t('queue.brand')} maxLength={32} />
        )}
        <TextField {...field('member')} label={t('queue.member')} maxLength={32} />
        <SelectField {...field('minAgeMinutes')} label={t('queue.minAge')} options={ageOptions} />
        <TextField
          {...field('minAmount')}
          label={t('queue.minAmount')}
          inputMode="decimal"
          maxLength={16}
        />
        <TextField
          {...field('maxAmount')}
          label={t('queue.maxAmount')}
          inputMode="decimal"
          maxLength={16}
        />
        <div className="queue__filter-actions">
          <button type="submit" className="site-button site-button--primary">
            {t('queue.apply')}
          </button>
          <button type="button" className="site-button" onClick={clear}>
            {t('queue.clear')}
          </button>
        </div>
      </form>
      {done && (
        <p className="console-notice console-notice--success" role="status">
          {done}
        </p>
      )}
      <DataTable
        caption={t('deposits.caption')}
        columns={columns}
        rowKey={(order) => order.reference}
        data={queue.data ?? null}
        loading={queue.isPlaceholderData}
        error={queue.isError && !queue.data ? queue.error : null}
        onRetry={() => void queue.refetch()}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t('deposits.empty')}
        emptyBody={t('deposits.emptyBody')}
      />
      {selected && (
        <DepositDetail
          order={selected}
          onClose={() => setSelected(null)}
          onCredit={(reason) => settle.mutateAsync({ outcome: 'credit', reason })}
          onFail={(reason) => settle.mutateAsync({ outcome: 'fail', reason })}
        />
      )}
    </section>
  );
}
