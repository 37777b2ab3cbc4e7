import { SelectField, TextField } from '@site/shared/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useConsoleTranslation } from '../i18n/translations';
import {
  AGE_CHOICES,
  EMPTY_FILTERS,
  filterQuery,
  type FilterErrors,
  type QueueFilter,
  type QueueFilterForm,
} from './queue-filters';

type QueueFiltersProps = {
  /** The operator's brands (merchant codes); null: every brand, typed. */
  brands: readonly string[] | null;
  /** Whether the list call filters by member, and by age. */
  member?: boolean;
  age?: boolean;
  /** The queue's amount, if it has one: money, or points (whole counts). */
  amounts?: 'money' | 'points';
  /** Applied, or cleared (an empty filter); each time the queue goes back to its first page. */
  onApply: (filter: QueueFilter) => void;
  /** The queue's own filters (a status), which apply as they change. */
  children?: ReactNode;
};

type BrandFieldProps = {
  brands: readonly string[] | null;
  /** The first choice's label, which asks for every brand; none: one brand must be picked. */
  anyLabel?: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
};

/**
 * The brand a queue's form asks for: one of the operator's brands, or typed by an operator who
 * may act on every brand (the list of all would be long and is not the operator's to fetch).
 */
export function BrandField({ brands, anyLabel, ...field }: BrandFieldProps) {
  const { t } = useConsoleTranslation();
  return brands && brands.length > 0 ? (
    <SelectField
      {...field}
      label={t('queue.brand')}
      options={[
        ...(anyLabel === undefined ? [] : [{ value: '', label: anyLabel }]),
        ...brands.map((code) => ({ value: code, label: code })),
      ]}
    />
  ) : (
    <TextField {...field} label={t('queue.brand')} maxLength={32} />
  );
}

/** Every queue's filter bar: brand, member, age and amount bounds, applied together. */
export function QueueFilters({
  brands,
  member = true,
  age = true,
  amounts,
  onApply,
  children,
}: QueueFiltersProps) {
  const { t } = useConsoleTranslation();
  const [form, setForm] = useState<QueueFilterForm>(EMPTY_FILTERS);
  const [errors, setErrors] = useState<FilterErrors>({});

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = filterQuery(form, { wholeAmounts: amounts === 'points' });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply(result.filter);
  };
  const clear = () => {
    setForm(EMPTY_FILTERS);
    setErrors({});
    onApply({});
  };
  const field = (name: keyof QueueFilterForm) => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    error: errors[name] ? t(`queue.${errors[name]}`) : null,
  });

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
  const amountLabel = amounts === 'points' ? 'Points' : 'Amount';
  return (
    <form className="queue__filters" onSubmit={apply} noValidate>
      {children}
      <BrandField {...field('brand')} brands={brands} anyLabel={t('queue.allBrands')} />
      {member && <TextField {...field('member')} label={t('queue.member')} maxLength={32} />}
      {age && (
        <SelectField {...field('minAgeMinutes')} label={t('queue.minAge')} options={ageOptions} />
      )}
      {amounts && (
        <>
          <TextField
            {...field('minAmount')}
            label={t(`queue.min${amountLabel}`)}
            inputMode={amounts === 'points' ? 'numeric' : 'decimal'}
            maxLength={16}
          />
          <TextField
            {...field('maxAmount')}
            label={t(`queue.max${amountLabel}`)}
            inputMode={amounts === 'points' ? 'numeric' : 'decimal'}
            maxLength={16}
          />
        </>
      )}
      <div className="queue__filter-actions">
        <button type="submit" className="site-button site-button--primary">
          {t('queue.apply')}
        </button>
        <button type="button" className="site-button" onClick={clear}>
          {t('queue.clear')}
        </button>
      </div>
    </form>
  );
}
