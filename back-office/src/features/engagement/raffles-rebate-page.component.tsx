import type { EngagementSettings } from '@site/contracts';
import { SelectField, TextField } from '@site/shared/ui';
import { useEffect, useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { useShown } from '../../ui/change-confirmation.component';
import { EngagementFrame, SettingsBar } from './engagement-frame.component';
import { PAYOUTS, PERIODS } from './missions-form';
import {
  rafflesRebateChanges,
  rafflesRebateDraftOf,
  rafflesRebatePatchOf,
  rafflesRebateProblems,
  type RaffleDraft,
  type RafflesRebateDraft,
} from './raffles-rebate-form';

/** Raffles and the manual rebate's rates (admin): each raffle's draw and prize, rates by category. */
export function RafflesRebatePage() {
  return (
    <EngagementFrame page="rafflesRebate">
      {(settings) => <RafflesRebateForm settings={settings} />}
    </EngagementFrame>
  );
}

const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'];

function RafflesRebateForm({ settings }: { settings: EngagementSettings }) {
  const { t } = useConsoleTranslation();
  const shown = useShown();
  const [draft, setDraft] = useState<RafflesRebateDraft>(() => rafflesRebateDraftOf(settings));
  // A save (or another operator's change, on a refetch) is the new starting point.
  useEffect(() => setDraft(rafflesRebateDraftOf(settings)), [settings]);
  const problems = useMemo(() => rafflesRebateProblems(draft), [draft]);
  const rows = useMemo(() => rafflesRebateChanges(settings, draft), [settings, draft]);
  const { raffles, rebate } = rafflesRebatePatchOf(settings, draft);
  const patch =
    raffles || rebate ? { ...(raffles && { raffles }), ...(rebate && { rebate }) } : null;
  const error = (path: string) => (problems[path] ? shown(problems[path]) : null);
  const setRaffle = (code: string, change: Partial<RaffleDraft>) =>
    setDraft((current) => ({
      ...current,
      raffles: current.raffles.map((raffle) =>
        raffle.code === code ? { ...raffle, ...change } : raffle,
      ),
    }));

  return (
    <form className="engagement__form" onSubmit={(event) => event.preventDefault()} noValidate>
      <section className="brand__group" aria-labelledby="raffles-title">
        <h2 id="raffles-title" className="engagement__subtitle">
          {t('engagement.raffles.title')}
        </h2>
        <p className="brand__hint">{t('engagement.raffles.hint', { zone: settings.timeZone })}</p>
        {draft.raffles.length === 0 && (
          <p className="engagement__note">{t('engagement.raffles.empty')}</p>
        )}
        <div className="engagement__cards">
          {draft.raffles.map((raffle) => {
            const path = `raffles.${raffle.code}`;
            const name = (field: string) => `${path}.${field}`;
            return (
              <fieldset
                key={raffle.code}
                className="engagement-card"
                data-testid={`raffle-${raffle.code}`}
              >
                <legend className="visually-hidden">{raffle.code}</legend>
                <div className="engagement-card__head">
                  <h3>
                    <code>{raffle.code}</code>
                  </h3>
                  <label className="brand-switch">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={raffle.enabled}
                      onChange={(event) =>
                        setRaffle(raffle.code, { enabled: event.target.checked })
                      }
                    />
                    <span className="brand-switch__track" aria-hidden="true" />
                    <span className="brand-switch__label">
                      {t('engagement.raffles.enabled', { code: raffle.code })}
                    </span>
                    <span className="brand-switch__state" aria-hidden="true">
                      {t(raffle.enabled ? 'engagement.on' : 'engagement.off')}
                    </span>
                  </label>
                </div>
                <div className="engagement__fields">
                  <SelectField
                    name={name('period')}
                    label={t('engagement.raffles.fields.period')}
                    value={raffle.period}
                    options={PERIODS.map((value) => ({
                      value,
                      label: t(`engagement.period.${value}`),
                    }))}
                    onChange={(value) => setRaffle(raffle.code, { period: value })}
                  />
                  {raffle.period === 'WEEKLY' && (
                    <SelectField
                      name={name('weekday')}
                      label={t('engagement.raffles.fields.weekday')}
                      value={raffle.weekday}
                      options={WEEKDAYS.map((value) => ({
                        value,
                        label: t(`engagement.weekday.${value}`),
                      }))}
                      onChange={(value) => setRaffle(raffle.code, { weekday: value })}
                    />
                  )}
                  <TextField
                    name={name('drawTime')}
                    label={t('engagement.raffles.fields.drawTime')}
                    hint={t('engagement.raffles.drawTimeHint')}
                    value={raffle.drawTime}
                    error={error(name('drawTime'))}
                    onChange={(value) => setRaffle(raffle.code, { drawTime: value })}
                  />
                  <TextField
                    name={name('winners')}
                    label={t('engagement.raffles.fields.winners')}
                    inputMode="numeric"
                    value={raffle.winners}
                    error={error(name('winners'))}
                    onChange={(value) => setRaffle(raffle.code, { winners: value })}
                  />
                  <TextField
                    name={name('prizeAmount')}
                    label={t('engagement.raffles.fields.prizeAmount')}
                    inputMode="decimal"
                    value={raffle.prizeAmount}
                    error={error(name('prizeAmount'))}
                    onChange={(value) => setRaffle(raffle.code, { prizeAmount: value })}
                  />
                  <SelectField
                    name={name('payout')}
                    label={t('engagement.raffles.fields.payout')}
                    value={raffle.payout}
                    options={PAYOUTS.map((value) => ({
                      value,
                      label: t(`engagement.payout.${value}`),
                    }))}
                    onChange={(value) => setRaffle(raffle.code, { payout: value })}
                  />
                  {raffle.payout === 'BONUS' && (
                    <TextField
                      name={name('turnoverMultiple')}
                      label={t('engagement.raffles.fields.turnoverMultiple')}
                      inputMode="decimal"
                      value={raffle.turnoverMultiple}
                      error={error(name('turnoverMultiple'))}
                      onChange={(value) => setRaffle(raffle.code, { turnoverMultiple: value })}
                    />
                  )}
                  <TextField
                    name={name('ticketsPerMember')}
                    label={t('engagement.raffles.fields.ticketsPerMember')}
                    inputMode="numeric"
                    value={raffle.ticketsPerMember}
                    error={error(name('ticketsPerMember'))}
                    onChange={(value) => setRaffle(raffle.code, { ticketsPerMember: value })}
                  />
                </div>
              </fieldset>
            );
          })}
        </div>
      </section>

      <section className="brand__group" aria-labelledby="rebate-title">
        <h2 id="rebate-title" className="engagement__subtitle">
          {t('engagement.rebate.title')}
        </h2>
        <p className="brand__hint">{t('engagement.rebate.hint')}</p>
        <div className="engagement__fields">
          {Object.entries(draft.rebate.ratesPercent).map(([category, rate]) => (
            <TextField
              key={category}
              name={`rebate.${category}`}
              label={t('engagement.rebate.rateOf', { category })}
              inputMode="decimal"
              value={rate}
              error={error(`rebate.${category}`)}
              onChange={(value) =>
                setDraft((current) => ({
                  ...current,
                  rebate: {
                    ...current.rebate,
                    ratesPercent: { ...current.rebate.ratesPercent, [category]: value },
                  },
                }))
              }
            />
          ))}
        </div>
        <label className="brand-switch">
          <input
            type="checkbox"
            role="switch"
            checked={draft.rebate.vipBonus}
            onChange={(event) =>
              setDraft((current) => ({
                ...current,
                rebate: { ...current.rebate, vipBonus: event.target.checked },
              }))
            }
          />
          <span className="brand-switch__track" aria-hidden="true" />
          <span className="brand-switch__label">{t('engagement.rebate.vipBonus')}</span>
          <span className="brand-switch__state" aria-hidden="true">
            {t(draft.rebate.vipBonus ? 'engagement.on' : 'engagement.off')}
          </span>
        </label>
      </section>
      <SettingsBar
        merchantCode={settings.merchantCode}
        rows={rows}
        patch={patch}
        invalid={Object.keys(problems).length > 0}
        onDiscard={() => setDraft(rafflesRebateDraftOf(settings))}
        testId="raffles-rebate-confirmation"
      />
    </form>
  );
}
