import type { OpsRaffleDraw } from '@site/contracts';
import { CheckboxField, TextField } from '@site/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatMoment, formatPoints } from '../../ui/format';
import { BrandField } from '../../ui/queue-filters.component';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { drawRaffle, type RaffleDrawBody } from './raffle-draw.resource';
import {
  DEFAULT_RAFFLE,
  drawBody,
  periodOf,
  type RaffleForm,
  type RaffleFormErrors,
} from './raffle-form';

/**
 * Raffles: the API's own job draws each due period; this draws one now (one the job has not
 * reached, or early, which closes it to new tickets) and shows the winners it recorded.
 */
export function RafflesPage({ brands }: { brands: readonly string[] | null }) {
  const { t, i18n } = useConsoleTranslation();
  const [form, setForm] = useState<RaffleForm>(() => ({
    brand: brands?.[0] ?? '',
    promotion: DEFAULT_RAFFLE,
    period: periodOf(new Date()),
    early: false,
  }));
  const [errors, setErrors] = useState<RaffleFormErrors>({});
  const [confirming, setConfirming] = useState<RaffleDrawBody | null>(null);
  const [result, setResult] = useState<OpsRaffleDraw | null>(null);
  const draw = useMutation({ mutationFn: (body: RaffleDrawBody) => drawRaffle(body) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = drawBody(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setResult(null);
    setConfirming(checked.body);
  };
  const text = (name: 'brand' | 'promotion' | 'period') => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    error: errors[name] ? t(`raffles.${errors[name]}`) : null,
  });
  const language = i18n.language;
  return (
    <section className="queue" aria-labelledby="raffles-title">
      <header className="queue__header">
        <h1 id="raffles-title">{t('raffles.title')}</h1>
        <p className="queue__live">{t('raffles.intro')}</p>
      </header>
      <form className="queue__filters" onSubmit={submit} noValidate>
        <BrandField {...text('brand')} brands={brands} />
        <TextField {...text('promotion')} label={t('raffles.promotion')} maxLength={32} />
        <TextField
          {...text('period')}
          label={t('raffles.period')}
          hint={t('raffles.periodHint')}
          maxLength={10}
        />
        <CheckboxField
          name="early"
          label={t('raffles.early')}
          checked={form.early}
          onChange={(early) => setForm((current) => ({ ...current, early }))}
        />
        <div className="queue__filter-actions">
          <button type="submit" className="site-button site-button--primary">
            {t('raffles.draw')}
          </button>
        </div>
      </form>
      {result && (
        <div className="console-notice console-notice--success" role="status">
          <p>
            {t(result.drawnNow ? 'raffles.drawnNow' : 'raffles.drawnBefore', {
              period: result.period,
              at: formatMoment(new Date(result.drawnAt).toISOString(), language),
              tickets: formatPoints(result.tickets, language),
              prize: formatAmount(result.prize, language),
            })}
          </p>
          {result.winners.length === 0 ? (
            <p>{t('raffles.noWinners')}</p>
          ) : (
            <ol className="raffle-winners">
              {result.winners.map((winner) => (
                <li key={winner.rank}>{winner.account}</li>
              ))}
            </ol>
          )}
        </div>
      )}
      {confirming && (
        <ReasonDialog
          open
          title={t('raffles.confirmTitle')}
          confirmLabel={t('raffles.draw')}
          onConfirm={async () => setResult(await draw.mutateAsync(confirming))}
          onClose={() => setConfirming(null)}
          testId="raffle-dialog"
        >
          {t(confirming.early ? 'raffles.confirmEarly' : 'raffles.confirmBody', confirming)}
        </ReasonDialog>
      )}
    </section>
  );
}
