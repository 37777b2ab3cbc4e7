import {
  type DepositMethods,
  type DepositOrder,
  type DepositState,
  formatMoney,
  useTranslation,
} from '@site/shared';
import {
  DataTable,
  DatePresetPicker,
  presetRange,
  SelectField,
  StatusBadge,
  toIsoDate,
  useTableState,
  type DateRange,
  type TableColumn,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { memberTzOffset } from '../../ui/record-format';
import { DEPOSIT_TONES, formatDateTime, methodNameOf } from './deposit-format';
import { getDepositOrders } from './deposit-orders.resource';
import { DEPOSIT_NAMESPACE } from './i18n/deposit-translations';

const PAGE_SIZE = 10;
const STATES: readonly DepositState[] = ['pending', 'credited', 'failed', 'expired'];
const LOOK_BACK = ['previous7', 'previous30'] as const;

type Props = { methods: DepositMethods; onOpen: (reference: string) => void };

/** The member's orders, filtered by state and date and paged by the API. */
export function DepositHistory({ methods, onOpen }: Props) {
  const currencySymbol = methods.currencySymbol;
  const { t, i18n } = useTranslation(DEPOSIT_NAMESPACE);
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [state, setState] = useState<DepositState | 'all'>('all');
  const [range, setRange] = useState<DateRange>(() =>
    presetRange('previous30', toIsoDate(new Date())),
  );
  const orders = useQuery({
    ...getDepositOrders.query({
      page: table.page,
      pageSize: PAGE_SIZE,
      from: range.from,
      to: range.to,
      tzOffset: memberTzOffset(),
      ...(state === 'all' ? {} : { state }),
    }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumn<DepositOrder>[] = [
    {
      key: 'reference',
      header: t('history.reference'),
      cell: (row) => (
        <button
          type="button"
          className="link-button deposit-history__open"
          aria-label={t('history.open', { reference: row.reference })}
          onClick={() => onOpen(row.reference)}
        >
          {row.reference}
        </button>
      ),
    },
    {
      key: 'createdAt',
      header: t('history.created'),
      cell: (row) => formatDateTime(row.createdAt, i18n.language),
    },
    {
      key: 'method',
      header: t('history.method'),
      cell: (row) => methodNameOf(methods, row.method, i18n.language),
    },
    {
      key: 'amount',
      header: t('history.amount'),
      align: 'end',
      cell: (row) => formatMoney(row.amount, currencySymbol, i18n.language),
    },
    {
      key: 'state',
      header: t('history.state'),
      cell: (row) => (
        <StatusBadge tone={DEPOSIT_TONES[row.state]}>{t(`state.${row.state}`)}</StatusBadge>
      ),
    },
  ];
  return (
    <div className="deposit-history" data-testid="deposit-history">
      <div className="deposit-history__filters">
        <SelectField
          name="state"
          label={t('history.filterState')}
          value={state}
          onChange={(next) => {
            setState(next);
            table.restart();
          }}
          options={[
            { value: 'all' as const, label: t('state.all') },
            ...STATES.map((value) => ({ value, label: t(`state.${value}`) })),
          ]}
        />
        <DatePresetPicker
          label={t('history.dates')}
          presets={LOOK_BACK}
          value={range}
          onChange={(next) => {
            setRange(next);
            table.restart();
          }}
        />
      </div>
      <DataTable
        caption={t('history.caption')}
        columns={columns}
        rowKey={(row) => row.reference}
        data={orders.data ?? null}
        loading={orders.isFetching}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t('history.empty')}
        emptyBody={t('history.emptyBody')}
      />
    </div>
  );
}
