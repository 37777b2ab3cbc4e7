import { COMMON_NAMESPACE, localizeDigits, useTranslation } from '@site/shared';
import { useEffect, useId, useState } from 'react';
import {
  DATE_PRESETS,
  isIsoDate,
  isOrderedRange,
  periodRange,
  PERIODS,
  presetOf,
  presetRange,
  shiftPeriod,
  toIsoDate,
  type DatePreset,
  type DateRange,
  type IsoDate,
  type Period,
  type Weekday,
} from './date-ranges';

/** A range as the reader writes it: yyyy-MM-dd in the reader's digits; one day as that day. */
export function useRangeText() {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  return (range: DateRange) =>
    range.from === range.to
      ? localizeDigits(range.from, i18n.language)
      : t('ui.dates.range', {
          from: localizeDigits(range.from, i18n.language),
          to: localizeDigits(range.to, i18n.language),
        });
}

type DatePresetPickerProps = {
  /** The group's name, e.g. "Betting date". */
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Which presets to offer (records look back, schedules look ahead). */
  presets?: readonly DatePreset[];
  /** Today's date; the member's clock by default (tests pass a fixed day). */
  today?: IsoDate;
};

/**
 * spec §9 date presets as toggle buttons, and the two dates of the range to adjust by hand.
 * Only a whole, ordered range is passed on; a start after the end is said, not sent.
 */
export function DatePresetPicker({
  label,
  value,
  onChange,
  presets = DATE_PRESETS,
  today = toIsoDate(new Date()),
}: DatePresetPickerProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const rangeText = useRangeText();
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const active = presetOf(value, today);
  const ordered = isOrderedRange(draft);

  const edit = (end: keyof DateRange, text: string) => {
    const next = { ...draft, [end]: text };
    setDraft(next);
    if (isIsoDate(next.from) && isIsoDate(next.to) && isOrderedRange(next)) onChange(next);
  };

  return (
    <fieldset className="date-range">
      <legend>{label}</legend>
      <div className="date-range__presets">
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="date-range__preset"
            aria-pressed={preset === active}
            onClick={() => onChange(presetRange(preset, today))}
          >
            {t(`ui.dates.${preset}`)}
          </button>
        ))}
      </div>
      <div className="date-range__dates">
        {(['from', 'to'] as const).map((end) => (
          <div className="form__field" key={end}>
            <label htmlFor={`${id}-${end}`}>
              {t(end === 'from' ? 'ui.dates.from' : 'ui.dates.to')}
            </label>
            <input
              id={`${id}-${end}`}
              type="date"
              value={draft[end]}
              max={end === 'from' ? draft.to : undefined}
              min={end === 'to' ? draft.from : undefined}
              aria-invalid={ordered ? undefined : true}
              aria-describedby={ordered ? `${id}-range` : `${id}-error`}
              onChange={(event) => edit(end, event.target.value)}
            />
          </div>
        ))}
      </div>
      {ordered ? (
        <p id={`${id}-range`} className="form__hint" aria-live="polite">
          {rangeText(value)}
        </p>
      ) : (
        <p id={`${id}-error`} className="form__field-error" role="alert">
          {t('ui.dates.fromAfterTo')}
        </p>
      )}
    </fieldset>
  );
}

export type PeriodValue = { period: Period; range: DateRange };

type PeriodPickerProps = {
  label: string;
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
  periods?: readonly Period[];
  today?: IsoDate;
  weekStartsOn?: Weekday;
};

/**
 * spec §4/§9 periods (salary, dividends, reports): choose daily, weekly, half-monthly or
 * monthly, then step back and forth. The period holding today is the last one offered.
 */
export function PeriodPicker({
  label,
  value,
  onChange,
  periods = PERIODS,
  today = toIsoDate(new Date()),
  weekStartsOn = 1,
}: PeriodPickerProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const rangeText = useRangeText();
  const step = (direction: -1 | 1) =>
    onChange({
      period: value.period,
      range: shiftPeriod(value.period, value.range, direction, weekStartsOn),
    });
  return (
    <fieldset className="date-range period-picker">
      <legend>{label}</legend>
      <div className="date-range__presets">
        {periods.map((period) => (
          <button
            key={period}
            type="button"
            className="date-range__preset"
            aria-pressed={period === value.period}
            onClick={() =>
              onChange({ period, range: periodRange(period, value.range.from, weekStartsOn) })
            }
          >
            {t(`ui.dates.${period}`)}
          </button>
        ))}
      </div>
      <div className="period-picker__nav">
        <button type="button" className="site-button period-picker__step" onClick={() => step(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('ui.dates.previousPeriod')}</span>
        </button>
        <p className="period-picker__range" aria-live="polite">
          {rangeText(value.range)}
        </p>
        <button
          type="button"
          className="site-button period-picker__step"
          disabled={value.range.to >= today}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('ui.dates.nextPeriod')}</span>
        </button>
      </div>
    </fieldset>
  );
}
