import {
  type DepositMethods,
  type DepositOrder,
  type DepositState,
  formatMoney,
  useTranslation,
} from '@site/shared';
import {
  DatePresetPicker,
  StatusBadge,
  type TableColumn,
  formatDateTime,
  FilterSelect,
  LOOK_BACK,
  useRecordsFilters,
  RecordsTable,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEPOSIT_TONES, methodNameOf } from './deposit-format';
import { getDepositOrders } from './deposit-orders.resource';
import { DEPOSIT_NAMESPACE } from './i18n/deposit-translations';

const STATES: readonly DepositState[] = ['pending', 'credited', 'failed', 'expired'];

type Props = { methods: DepositMethods; onOpen: (reference: string) => void };

/** The member's orders, filtered by state and date and paged by the API. */
export function DepositHistory({ methods, onOpen }: Props) {
  const currencySymbol = methods.currencySymbol;
  const { t, i18n } = useTranslation(DEPOSIT_NAMESPACE);
  const filters = useRecordsFilters('previous30');
  const [state, setState] = useState<DepositState | ''>('');
  const orders = useQuery({
    ...getDepositOrders.query({
      page: filters.paging.page,
      pageSize: filters.paging.pageSize,
      from: filters.range.from,
      to: filters.range.to,
      tzOffset: filters.params.tzOffset,
      ...(state ? { state } : {}),
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
        <FilterSelect
          name="state"
          label={t('history.filterState')}
          allLabel={t('state.all')}
          value={state}
          onChange={filters.refilter(setState)}
          options={STATES.map((value) => ({ value, label: t(`state.${value}`) }))}
        />
        <DatePresetPicker
          label={t('history.dates')}
          presets={LOOK_BACK}
          value={filters.range}
          onChange={filters.onRangeChange}
        />
      </div>
      <RecordsTable
        caption={t('history.caption')}
        columns={columns}
        rowKey={(row) => row.reference}
        answer={orders}
        {...filters.paging}
        emptyTitle={t('history.empty')}
        emptyBody={t('history.emptyBody')}
      />
    </div>
  );
}
