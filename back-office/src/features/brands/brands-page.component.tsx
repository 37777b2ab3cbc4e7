import { formatNumber } from '@site/shared';
import { Link, useSearchParams } from '@site/shared/router';
import { TextAreaField, TextField } from '@site/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import {
  brandFields,
  changesOf,
  draftOf,
  draftReducer,
  invalidNumber,
  patchOf,
  previewUrlOf,
  type BrandField,
  type BrandSettingsView,
  type FieldGroup,
  type FieldValue,
} from './brand-settings';
import { changeBrandSettings } from './brand-settings-change.resource';
import { brandSettings } from './brand-settings.resource';
import { listBrands } from '../../ui/brands.resource';

const GROUPS: readonly FieldGroup[] = ['modules', 'flags', 'status', 'rewards'];

/** Brands (admin): pick one of the operator's brands, change its settings live. */
export function BrandsPage() {
  const { t } = useConsoleTranslation();
  const [params] = useSearchParams();
  const brands = useQuery(listBrands.query());
  const selected = params.get('brand') ?? brands.data?.[0] ?? null;
  return (
    <section className="brands" aria-labelledby="brands-title">
      <header className="queue__header">
        <h1 id="brands-title">{t('brands.title')}</h1>
      </header>
      <nav className="brand-list" aria-label={t('brands.list')}>
        {brands.data?.map((code) => (
          <Link
            key={code}
            to={`?brand=${encodeURIComponent(code)}`}
            aria-current={code === selected ? 'page' : undefined}
          >
            {code}
          </Link>
        ))}
      </nav>
      {brands.isError && <LoadFailure onRetry={() => void brands.refetch()} />}
      {selected && <BrandSettings key={selected} merchantCode={selected} />}
    </section>
  );
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useConsoleTranslation();
  return (
    <p className="console-notice console-notice--error" role="alert">
      {t('common.loadFailed')}{' '}
      <button type="button" className="site-button console-button--small" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </p>
  );
}

function BrandSettings({ merchantCode }: { merchantCode: string }) {
  const { t } = useConsoleTranslation();
  const settings = useQuery(brandSettings(merchantCode).query());
  if (settings.isError) return <LoadFailure onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <p className="brand__loading">{t('brands.loading')}</p>;
  return <BrandForm view={settings.data} />;
}

/** The brand's form: its draft against what is stored, and the confirmation of the difference. */
function BrandForm({ view }: { view: BrandSettingsView }) {
  const { t, i18n } = useConsoleTranslation();
  const queryClient = useQueryClient();
  const fields = useMemo(() => brandFields(view), [view]);
  const saved = useMemo(() => draftOf(fields, view), [fields, view]);
  const [draft, dispatch] = useReducer(draftReducer, saved);
  const [reviewing, setReviewing] = useState(false);
  const [done, setDone] = useState(false);
  // A saved change (or another operator's, on a refetch) becomes the new starting point.
  useEffect(() => dispatch({ type: 'reset', draft: saved }), [saved]);

  const changes = changesOf(fields, saved, draft);
  const invalid = fields.some((field) => invalidNumber(field, draft[field.id]!));
  const save = useMutation({
    mutationFn: (reason: string) =>
      changeBrandSettings(view.merchantCode, patchOf(changes), reason),
    onSuccess: (next) => {
      queryClient.setQueryData(brandSettings(view.merchantCode).query().queryKey, next);
      setDone(true);
    },
  });

  const shown = (field: BrandField, value: FieldValue): string => {
    if (field.kind === 'switch') return t(value ? 'brands.on' : 'brands.off');
    if (field.kind === 'number') return formatNumber(Number(value), i18n.language);
    const entries = String(value)
      .split(/[\s,]+/)
      .filter(Boolean);
    return entries.length ? entries.join(', ') : t('brands.none');
  };
  const preview = previewUrlOf(view);

  return (
    <div className="brand">
      <header className="brand__header">
        <h2>
          {view.name} <code>{view.merchantCode}</code>
        </h2>
        {preview && (
          <a className="site-button" href={preview} target="_blank" rel="noreferrer">
            {t('brands.preview')}
          </a>
        )}
      </header>
      <dl className="facts brand__facts">
        <Fact label={t('brands.facts.languages')}>
          {view.config.languages.map((code) => t(`brands.languages.${code}`)).join(', ')}
        </Fact>
        <Fact label={t('brands.facts.defaultTheme')}>
          {t(`header.${view.config.defaultTheme}`)}
        </Fact>
        <Fact label={t('brands.facts.timeZone')}>{view.config.timeZone ?? 'Asia/Dhaka'}</Fact>
        <Fact label={t('brands.facts.minimumAge')}>
          {formatNumber(view.config.ageLimit, i18n.language)}
        </Fact>
      </dl>
      {done && changes.length === 0 && (
        <p className="console-notice console-notice--success" role="status">
          {t('brands.saved')}
        </p>
      )}
      <form
        className="brand__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (changes.length > 0 && !invalid) setReviewing(true);
        }}
      >
        {GROUPS.map((group) => (
          <fieldset key={group} className={`brand__group brand__group--${group}`}>
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
                    error={
                      invalidNumber(field, draft[field.id]!) ? t('brands.numberInvalid') : null
                    }
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
          <p aria-live="polite">{t('brands.pending', { count: changes.length })}</p>
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
            disabled={changes.length === 0 || invalid}
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
          tone={changes.some((change) => change.field.group === 'modules') ? 'danger' : 'info'}
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
                  <th scope="row">{t(field.label)}</th>
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
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

/** One setting: a switch, a number or a list, marked while it differs from what is stored. */
function SettingField({ field, value, changed, error, onChange }: SettingFieldProps) {
  const { t } = useConsoleTranslation();
  const label = t(field.label);
  const className = `brand__field${changed ? ' brand__field--changed' : ''}`;
  if (field.kind === 'switch')
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
  return (
    <div className={className}>
      {field.kind === 'lines' ? (
        <TextAreaField
          name={field.id}
          label={label}
          hint={t('brands.hints.blockedIps')}
          value={String(value)}
          rows={3}
          onChange={onChange}
        />
      ) : (
        <TextField
          name={field.id}
          label={label}
          inputMode="decimal"
          value={String(value)}
          error={error}
          onChange={onChange}
        />
      )}
    </div>
  );
}
