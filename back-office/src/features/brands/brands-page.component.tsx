import { formatNumber } from '@site/shared';
import { FieldNotes, SelectField, TextAreaField, TextField, useFieldIds } from '@site/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { BrandPage } from '../../ui/brand-page.component';
import { LoadFailure } from '../../ui/load-failure.component';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import {
  brandFields,
  changesOf,
  draftOf,
  draftReducer,
  GROUPS,
  isoOf,
  linesOf,
  previewUrlOf,
  problemOf,
  requestsOf,
  type BrandField,
  type BrandSettingsView,
  type FieldValue,
} from './brand-settings';
import { changeBrandSettings } from './brand-settings-change.resource';
import { changeBrandMinimumAge } from './brand-minimum-age.resource';
import { brandSettings } from './brand-settings.resource';
import { changeBrandTimeZone } from './brand-time-zone.resource';
import { formatMoment } from '../../ui/format';

/** Brands (admin): pick one of the operator's brands, change its settings live. */
export function BrandsPage() {
  const { t } = useConsoleTranslation();
  return (
    <BrandPage name="brands" title={t('brands.title')} className="brands">
      {(brand) => <BrandSettings merchantCode={brand} />}
    </BrandPage>
  );
}

function BrandSettings({ merchantCode }: { merchantCode: string }) {
  const { t } = useConsoleTranslation();
  const settings = useQuery(brandSettings(merchantCode).query());
  if (settings.isError) return <LoadFailure onRetry={() => void settings.refetch()} />;
  if (!settings.data)
    return (
      <div className="brand__loading" aria-busy="true">
        <p className="visually-hidden">{t('brands.loading')}</p>
        {[0, 1, 2].map((index) => (
          <div key={index} className="skeleton brand__skeleton" />
        ))}
      </div>
    );
  return <BrandForm view={settings.data} />;
}

/** An option's name: translated, a number in the language's digits, or as it is (a zone). */
function useOptionLabel() {
  const { t, i18n } = useConsoleTranslation();
  return (field: BrandField, option: string): string =>
    field.optionLabels
      ? t(`${field.optionLabels}.${option}`)
      : /^\d+$/.test(option)
        ? formatNumber(Number(option), i18n.language)
        : option;
}

/** The brand's form: its draft against what is stored, and the confirmation of the difference. */
function BrandForm({ view }: { view: BrandSettingsView }) {
  const { t, i18n } = useConsoleTranslation();
  const queryClient = useQueryClient();
  const optionLabel = useOptionLabel();
  const fields = useMemo(() => brandFields(view), [view]);
  const saved = useMemo(() => draftOf(fields, view), [fields, view]);
  const [draft, dispatch] = useReducer(draftReducer, saved);
  const [reviewing, setReviewing] = useState(false);
  const [done, setDone] = useState(false);
  // A saved change (or another operator's, on a refetch) becomes the new starting point.
  useEffect(() => dispatch({ type: 'reset', draft: saved }), [saved]);

  const changes = changesOf(fields, saved, draft);
  // Every field, changed or not: a change can make another wrong (the default language).
  const problems = new Map(
    fields.flatMap((field) => {
      const problem = problemOf(field, draft);
      return problem ? [[field.id, problem] as const] : [];
    }),
  );
  const settingsQuery = brandSettings(view.merchantCode).query();
  const save = useMutation({
    // One PATCH of the config and modules, then the time zone's and minimum age's own calls:
    // each with the same reason, each audited by the API.
    mutationFn: async (reason: string) => {
      const requests = requestsOf(changes, draft);
      try {
        if (requests.patch) await changeBrandSettings(view.merchantCode, requests.patch, reason);
        if (requests.timeZone !== undefined)
          await changeBrandTimeZone(view.merchantCode, requests.timeZone, reason);
        if (requests.minimumAge !== undefined)
          await changeBrandMinimumAge(view.merchantCode, requests.minimumAge, reason);
      } finally {
        await queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey });
      }
    },
    onSuccess: () => setDone(true),
  });

  const shown = (field: BrandField, value: FieldValue): string => {
    const text = String(value).trim();
    switch (field.kind) {
      case 'switch':
        return t(value ? 'brands.on' : 'brands.off');
      case 'number':
        return formatNumber(Number(value), i18n.language);
      case 'choice':
        return optionLabel(field, text);
      case 'choices':
        return linesOf(text)
          .map((option) => t(`${field.optionLabels}.${option}`))
          .join(', ');
      case 'datetime': {
        const iso = isoOf(text);
        return iso ? formatMoment(iso, i18n.language) : t('brands.none');
      }
      case 'lines': {
        const entries = linesOf(text);
        return entries.length ? entries.join(', ') : t('brands.none');
      }
      default:
        return text || t('brands.empty');
    }
  };
  const preview = previewUrlOf(view);
  const groups = GROUPS.filter((group) => fields.some((field) => field.group === group));

  return (
    <div className="brand">
      <header className="brand__header">
        <h2>
          {view.name} <code>{view.merchantCode}</code>
        </h2>
        {preview && (
          <div className="brand__preview">
            <a className="site-button" href={preview} target="_blank" rel="noreferrer">
              {t('brands.preview')}
            </a>
            <button
              type="button"
              className="site-button"
              onClick={() =>
                window.open(preview, `preview-${view.merchantCode}`, 'popup,width=390,height=844')
              }
            >
              {t('brands.previewPhone')}
            </button>
          </div>
        )}
      </header>
      {preview && <p className="brand__hint">{t('brands.previewNote')}</p>}
      <nav className="brand__sections" aria-label={t('brands.sections')}>
        {groups.map((group) => (
          <a key={group} href={`#brand-${group}`}>
            {t(`brands.groups.${group}`)}
          </a>
        ))}
      </nav>
      {done && changes.length === 0 && (
        <p className="console-notice console-notice--success" role="status">
          {t('brands.saved')}
        </p>
      )}
      <form
        className="brand__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (changes.length > 0 && problems.size === 0) setReviewing(true);
        }}
      >
        {groups.map((group) => (
          <fieldset
            key={group}
            id={`brand-${group}`}
            className={`brand__group brand__group--${group}`}
          >
            <legend>{t(`brands.groups.${group}`)}</legend>
            <p className="brand__hint">{t(`brands.hints.${group}`)}</p>
            <div className="brand__fields">
              {fields
                .filter((field) => field.group === group)
                .map((field) => (
                  <SettingField
                    key={field.id}
                    field={field}
                    value={draft[field.id]!}
                    changed={changes.some((change) => change.field === field)}
                    error={problems.has(field.id) ? t(problems.get(field.id)!) : null}
                    onChange={(value) => {
                      setDone(false);
                      dispatch({ type: 'set', id: field.id, value });
                    }}
                  />
                ))}
            </div>
          </fieldset>
        ))}
        <div className="brand__bar">
          <p aria-live="polite">
            {problems.size > 0
              ? t('brands.problemsPending', { count: problems.size })
              : t('brands.pending', { count: changes.length })}
          </p>
          <button
            type="button"
            className="site-button"
            disabled={changes.length === 0}
            onClick={() => dispatch({ type: 'reset', draft: saved })}
          >
            {t('brands.discard')}
          </button>
          <button
            type="submit"
            className="site-button site-button--primary"
            disabled={changes.length === 0 || problems.size > 0}
          >
            {t('brands.review')}
          </button>
        </div>
      </form>
      {reviewing && (
        <ReasonDialog
          open
          title={t('brands.confirmTitle', { brand: view.merchantCode })}
          confirmLabel={t('brands.confirm')}
          tone={
            changes.some(({ field }) => field.group === 'modules' || field.id === 'maintenance')
              ? 'danger'
              : 'info'
          }
          field={{ kind: 'reason', label: t('common.reason'), required: true, maxLength: 500 }}
          onConfirm={(reason) => save.mutateAsync(reason)}
          onClose={() => setReviewing(false)}
          testId="brand-confirmation"
        >
          {/* Text beside the dialog's warning sign, not a paragraph under it. */}
          {t('brands.confirmIntro', { count: changes.length })}
          <table className="change-summary">
            <thead>
              <tr>
                <th scope="col">{t('common.setting')}</th>
                <th scope="col">{t('common.before')}</th>
                <th scope="col">{t('common.after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map(({ field, before, after }) => (
                <tr key={field.id}>
                  <th scope="row">{t(field.label, field.labelValues ?? {})}</th>
                  <td>{shown(field, before)}</td>
                  <td>
                    <strong>{shown(field, after)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ReasonDialog>
      )}
    </div>
  );
}

type SettingFieldProps = {
  field: BrandField;
  value: FieldValue;
  changed: boolean;
  error: string | null;
  onChange: (value: FieldValue) => void;
};

/** One setting: a switch, a number, a text, a choice or a list, marked while it differs. */
function SettingField({ field, value, changed, error, onChange }: SettingFieldProps) {
  const { t } = useConsoleTranslation();
  const optionLabel = useOptionLabel();
  const label = t(field.label, field.labelValues ?? {});
  const className = `brand__field brand__field--${field.kind}${changed ? ' brand__field--changed' : ''}`;
  const hint =
    field.kind === 'lines'
      ? t('brands.hints.blockedIps')
      : field.kind === 'datetime'
        ? t('brands.hints.until')
        : null;
  switch (field.kind) {
    case 'switch':
      return (
        <label className={`${className} brand-switch`}>
          <input
            type="checkbox"
            role="switch"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span className="brand-switch__track" aria-hidden="true" />
          <span className="brand-switch__label">{label}</span>
          <span className="brand-switch__state" aria-hidden="true">
            {t(value === true ? 'brands.on' : 'brands.off')}
          </span>
        </label>
      );
    case 'choice':
      return (
        <div className={className}>
          <SelectField
            name={field.id}
            label={label}
            value={String(value)}
            error={error}
            options={(field.options ?? []).map((option) => ({
              value: option,
              label: optionLabel(field, option),
            }))}
            onChange={onChange}
          />
        </div>
      );
    case 'choices':
      return <ChoicesField {...{ field, value, error, onChange, className, label }} />;
    case 'lines':
      return (
        <div className={className}>
          <TextAreaField
            name={field.id}
            label={label}
            hint={hint}
            error={error}
            value={String(value)}
            rows={4}
            onChange={onChange}
          />
        </div>
      );
    case 'datetime':
      return <DateTimeField {...{ field, value, error, hint, onChange, className, label }} />;
    default:
      return (
        <div className={className}>
          <TextField
            name={field.id}
            label={label}
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            value={String(value)}
            error={error}
            onChange={onChange}
          />
        </div>
      );
  }
}

type PartProps = {
  field: BrandField;
  value: FieldValue;
  error: string | null;
  onChange: (value: FieldValue) => void;
  className: string;
  label: string;
};

/** Several options ticked at once (the brand's languages), as a list of codes. */
function ChoicesField({ field, value, error, onChange, className, label }: PartProps) {
  const { t } = useConsoleTranslation();
  const { errorId, hintId, describedBy } = useFieldIds(error);
  const ticked = linesOf(String(value));
  return (
    <fieldset className={`${className} brand__choices`} aria-describedby={describedBy}>
      <legend>{label}</legend>
      {(field.options ?? []).map((option) => (
        <label key={option} className="brand__choice">
          <input
            type="checkbox"
            name={field.id}
            checked={ticked.includes(option)}
            aria-invalid={error ? true : undefined}
            onChange={(event) =>
              onChange(
                (field.options ?? [])
                  .filter((entry) =>
                    entry === option ? event.target.checked : ticked.includes(entry),
                  )
                  .join(','),
              )
            }
          />
          {t(`${field.optionLabels}.${option}`)}
        </label>
      ))}
      <FieldNotes error={error} errorId={errorId} hintId={hintId} />
    </fieldset>
  );
}

/** A date and time in the operator's own clock, or empty for none. */
function DateTimeField({
  field,
  value,
  error,
  hint,
  onChange,
  className,
  label,
}: PartProps & { hint: string | null }) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <div className="form__field" data-field={field.id}>
        <label htmlFor={id}>{label}</label>
        <span className="form__input">
          <input
            id={id}
            name={field.id}
            type="datetime-local"
            value={String(value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        </span>
        <FieldNotes error={error} hint={hint} errorId={errorId} hintId={hintId} />
      </div>
    </div>
  );
}
