import { useTableState } from '../data-table/table-state';
import { DatePresetPicker } from '../dates/date-pickers';
import { presetRange, toIsoDate, type DateRange } from '../dates/date-ranges';
import { SelectField } from '../form/form-field';
import { brandTzOffset, type LedgerKindName } from '@site/shared';
import { useState, type ReactNode } from 'react';

const PAGE_SIZE = 10;
/** Records look back: no bet or movement lies in the next days. */
export const LOOK_BACK = ['previous7', 'previous30'] as const;

/**
 * What the records and the deposit history share: the days (the last seven to start) and the page,
 * which every change of a filter sends back to the first. `params` go into the records call,
 * `paging` into the RecordsTable.
 */
export function useRecordsFilters(firstDays: 'previous7' | 'previous30' = 'previous7') {
  const [range, setRange] = useState<DateRange>(() =>
    presetRange(firstDays, toIsoDate(new Date())),
  );
  const table = useTableState({ pageSize: PAGE_SIZE });
  /** A filter's setter that also returns the table to page 1. */
  const refilter =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      table.restart();
    };
  return {
    range,
    onRangeChange: refilter(setRange),
    refilter,
    params: {
      from: range.from,
      to: range.to,
      /** The days are the brand's days, wherever the member's device is (issue 40 item 14). */
      tzOffset: brandTzOffset(),
      pageNo: table.page,
      pageSize: PAGE_SIZE,
    },
    paging: { page: table.page, pageSize: PAGE_SIZE, onPageChange: table.setPage },
  };
}

/** The filter row: the days picker, then the page's own selects. */
export function RecordsFilters({
  daysLabel,
  filters,
  children,
}: {
  daysLabel: string;
  filters: Pick<ReturnType<typeof useRecordsFilters>, 'range' | 'onRangeChange'>;
  children: ReactNode;
}) {
  return (
    <div className="records-filters">
      <DatePresetPicker
        label={daysLabel}
        presets={LOOK_BACK}
        value={filters.range}
        onChange={filters.onRangeChange}
      />
      {children}
    </div>
  );
}

/** A filter's select whose first choice, the empty value, is "all". */
export function FilterSelect<Value extends string>({
  name,
  label,
  allLabel,
  value,
  onChange,
  options,
}: {
  name: string;
  label: string;
  allLabel: string;
  value: Value | '';
  onChange: (value: Value | '') => void;
  options: readonly { value: Value; label: string }[];
}) {
  return (
    <SelectField<Value | ''>
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      options={[{ value: '', label: allLabel }, ...options]}
    />
  );
}

/**
 * The ledger's movement kinds as a filter, "all" first, in the order of the page's own names
 * for them (every kind the API has: the account record, the agent's downline transactions).
 */
export function LedgerKindSelect({
  label,
  allLabel,
  kindNames,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  kindNames: Record<LedgerKindName, string>;
  value: LedgerKindName | '';
  onChange: (value: LedgerKindName | '') => void;
}) {
  return (
    <FilterSelect
      name="kind"
      label={label}
      allLabel={allLabel}
      value={value}
      onChange={onChange}
      options={Object.entries(kindNames).map(([kind, name]) => ({
        value: kind as LedgerKindName,
        label: name,
      }))}
    />
  );
}
