import type { EngagementSettings } from '@site/contracts';
import { formatNumber } from '@site/shared';
import { TextField } from '@site/shared/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount } from '../../ui/format';
import { useShown } from '../../ui/change-confirmation.component';
import { EngagementFrame, SettingsBar } from './engagement-frame.component';
import {
  luckyDrawChanges,
  luckyDrawDraftOf,
  luckyDrawOf,
  luckyDrawPatchOf,
  luckyDrawProblems,
  MAX_PRIZES,
  MIN_PRIZES,
  prizeDraft,
  wheelOdds,
  type LuckyDrawDraft,
  type LuckyDrawProblems,
  type PrizeDraft,
  type TicketDraft,
} from './lucky-draw-form';
import { PAYOUTS } from './missions-form';
import { parseNumber } from './number-rules';

/** The prize wheel and the red-envelope rain (admin): tickets, prizes and odds, the rain. */
export function LuckyDrawPage() {
  return (
    <EngagementFrame page="luckyDraw">
      {(settings) => <LuckyDrawForm settings={settings} />}
    </EngagementFrame>
  );
}

function LuckyDrawForm({ settings }: { settings: EngagementSettings }) {
  const { t, i18n } = useConsoleTranslation();
  const shown = useShown();
  const saved = settings.luckyDraw;
  const [draft, setDraft] = useState<LuckyDrawDraft>(() => luckyDrawDraftOf(saved));
  // A save (or another operator's change, on a refetch) is the new starting point.
  useEffect(() => setDraft(luckyDrawDraftOf(saved)), [saved]);
  const seq = useRef(0);
  const problems = useMemo(() => luckyDrawProblems(draft), [draft]);
  const rows = useMemo(() => luckyDrawChanges(saved, draft), [saved, draft]);
  const invalid = Object.keys(problems).length > 0;
  const patch = luckyDrawPatchOf(saved, draft);
  const error = (path: string) => (problems[path] ? shown(problems[path]) : null);
  const odds = wheelOdds(luckyDrawOf(draft).wheel.prizes);
  const savedOdds = wheelOdds(saved.wheel.prizes);
  const money = (value: number) =>
    `${settings.currencySymbol}${formatAmount(value, i18n.language)}`;

  const setWheel = (change: Partial<LuckyDrawDraft['wheel']>) =>
    setDraft((current) => ({ ...current, wheel: { ...current.wheel, ...change } }));
  const setEnvelope = (change: Partial<LuckyDrawDraft['envelope']>) =>
    setDraft((current) => ({ ...current, envelope: { ...current.envelope, ...change } }));
  const setPrize = (key: string, change: Partial<PrizeDraft>) =>
    setWheel({
      prizes: draft.wheel.prizes.map((prize) =>
        prize.key === key ? { ...prize, ...change } : prize,
      ),
    });

  return (
    <form className="engagement__form" onSubmit={(event) => event.preventDefault()} noValidate>
      <fieldset className="brand__group">
        <legend>{t('engagement.luckyDraw.general')}</legend>
        <div className="engagement__fields">
          <TextField
            name="lookbackDays"
            label={t('engagement.luckyDraw.lookbackDays')}
            hint={t('engagement.luckyDraw.lookbackHint')}
            inputMode="numeric"
            value={draft.lookbackDays}
            error={error('lookbackDays')}
            onChange={(value) => setDraft((current) => ({ ...current, lookbackDays: value }))}
          />
        </div>
      </fieldset>

      <fieldset className="brand__group" data-testid="wheel-settings">
        <legend>{t('engagement.wheel.title')}</legend>
        <TicketFields
          prefix="wheel.tickets"
          legend={t('engagement.luckyDraw.wheelTicketsTitle')}
          tickets={draft.wheel.tickets}
          problems={problems}
          onChange={(tickets) => setWheel({ tickets: { ...draft.wheel.tickets, ...tickets } })}
        />
        <h3 className="engagement__subtitle">{t('engagement.wheel.prizes')}</h3>
        <p className="brand__hint">{t('engagement.wheel.prizesHint')}</p>
        <div className="table-scroll">
          <table className="prize-table" data-testid="wheel-prizes">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('engagement.wheel.amount')}</th>
                <th scope="col">{t('engagement.wheel.payout')}</th>
                <th scope="col">{t('engagement.wheel.turnover')}</th>
                <th scope="col">{t('engagement.wheel.weight')}</th>
                <th scope="col">{t('engagement.wheel.chance')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('engagement.wheel.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.wheel.prizes.map((prize, index) => (
                <PrizeRow
                  key={prize.key}
                  index={index}
                  prize={prize}
                  chance={odds.chances[index] ?? null}
                  problems={problems}
                  canRemove={draft.wheel.prizes.length > MIN_PRIZES}
                  onChange={(change) => setPrize(prize.key, change)}
                  onRemove={() =>
                    setWheel({
                      prizes: draft.wheel.prizes.filter((entry) => entry.key !== prize.key),
                    })
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
        {error('wheel.prizes') && (
          <p className="form__error" role="alert">
            {error('wheel.prizes')}
          </p>
        )}
        <div className="engagement__actions">
          <button
            type="button"
            className="site-button"
            disabled={draft.wheel.prizes.length >= MAX_PRIZES}
            onClick={() => {
              seq.current += 1;
              setWheel({
                prizes: [
                  ...draft.wheel.prizes,
                  prizeDraft(
                    { amount: 0, payout: 'CASH', turnover: 0, weight: 1 },
                    `new:${seq.current}`,
                  ),
                ],
              });
            }}
          >
            {t('engagement.wheel.add')}
          </button>
        </div>
        <p className="engagement__figure" data-testid="wheel-expected-cost" aria-live="polite">
          {t('engagement.wheel.expectedCost', {
            cost: odds.expectedCost === null ? '—' : money(odds.expectedCost),
          })}
        </p>
        {savedOdds.expectedCost !== odds.expectedCost && savedOdds.expectedCost !== null && (
          <p className="brand__hint">
            {t('engagement.wheel.expectedCostNow', { cost: money(savedOdds.expectedCost) })}
          </p>
        )}
      </fieldset>

      <fieldset className="brand__group" data-testid="envelope-settings">
        <legend>{t('engagement.envelope.title')}</legend>
        <TicketFields
          prefix="envelope.tickets"
          legend={t('engagement.luckyDraw.envelopeTicketsTitle')}
          tickets={draft.envelope.tickets}
          problems={problems}
          onChange={(tickets) =>
            setEnvelope({ tickets: { ...draft.envelope.tickets, ...tickets } })
          }
        />
        <div className="engagement__fields">
          <div className="engagement__wide">
            <TextField
              name="envelope-times"
              label={t('engagement.envelope.times')}
              hint={t('engagement.envelope.timesHint', { zone: settings.timeZone })}
              value={draft.envelope.times}
              error={error('envelope.times')}
              onChange={(value) => setEnvelope({ times: value })}
            />
          </div>
          <TextField
            name="envelope-duration"
            label={t('engagement.envelope.durationMinutes')}
            inputMode="numeric"
            value={draft.envelope.durationMinutes}
            error={error('envelope.durationMinutes')}
            onChange={(value) => setEnvelope({ durationMinutes: value })}
          />
          <TextField
            name="envelope-min"
            label={t('engagement.envelope.min')}
            inputMode="decimal"
            value={draft.envelope.min}
            error={error('envelope.min')}
            onChange={(value) => setEnvelope({ min: value })}
          />
          <TextField
            name="envelope-max"
            label={t('engagement.envelope.max')}
            inputMode="decimal"
            value={draft.envelope.max}
            error={error('envelope.max')}
            onChange={(value) => setEnvelope({ max: value })}
          />
        </div>
        <p className="brand__hint">
          {t('engagement.envelope.average', {
            amount: money(
              (numberOrZero(draft.envelope.min) + numberOrZero(draft.envelope.max)) / 2,
            ),
          })}
        </p>
      </fieldset>
      <SettingsBar
        merchantCode={settings.merchantCode}
        rows={rows}
        patch={patch && { luckyDraw: patch }}
        invalid={invalid}
        onDiscard={() => setDraft(luckyDrawDraftOf(saved))}
        testId="lucky-draw-confirmation"
      />
    </form>
  );
}

const numberOrZero = (text: string) => parseNumber(text) ?? 0;

function PrizeRow({
  index,
  prize,
  chance,
  problems: all,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  prize: PrizeDraft;
  chance: number | null;
  problems: LuckyDrawProblems;
  canRemove: boolean;
  onChange: (change: Partial<PrizeDraft>) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useConsoleTranslation();
  const shown = useShown();
  const path = `wheel.prizes.${prize.key}`;
  const n = formatNumber(index + 1, i18n.language);
  return (
    <tr data-testid={`wheel-prize-${index + 1}`}>
      <th scope="row">{n}</th>
      <td>
        <CellInput
          label={t('engagement.wheel.amountOf', { n })}
          value={prize.amount}
          problem={all[`${path}.amount`] ? shown(all[`${path}.amount`]!) : null}
          onChange={(value) => onChange({ amount: value })}
        />
      </td>
      <td>
        <select
          aria-label={t('engagement.wheel.payoutOf', { n })}
          value={prize.payout}
          onChange={(event) => onChange({ payout: event.target.value as PrizeDraft['payout'] })}
        >
          {PAYOUTS.map((value) => (
            <option key={value} value={value}>
              {t(`engagement.payout.${value}`)}
            </option>
          ))}
        </select>
      </td>
      <td>
        {prize.payout === 'BONUS' ? (
          <CellInput
            label={t('engagement.wheel.turnoverOf', { n })}
            value={prize.turnover}
            problem={all[`${path}.turnover`] ? shown(all[`${path}.turnover`]!) : null}
            onChange={(value) => onChange({ turnover: value })}
          />
        ) : (
          '—'
        )}
      </td>
      <td>
        <CellInput
          label={t('engagement.wheel.weightOf', { n })}
          value={prize.weight}
          problem={all[`${path}.weight`] ? shown(all[`${path}.weight`]!) : null}
          onChange={(value) => onChange({ weight: value })}
        />
      </td>
      <td>
        {chance === null
          ? '—'
          : formatNumber(chance, i18n.language, { style: 'percent', maximumFractionDigits: 1 })}
      </td>
      <td>
        <button
          type="button"
          className="site-button console-button--small"
          disabled={!canRemove}
          onClick={onRemove}
          aria-label={t('engagement.wheel.removeOf', { n })}
        >
          {t('engagement.wheel.remove')}
        </button>
      </td>
    </tr>
  );
}

/** A table cell's input: labelled for screen readers, its problem under it. */
function CellInput({
  label,
  value,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <input
        aria-label={label}
        inputMode="decimal"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? id : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p className="form__error" id={id}>
          {problem}
        </p>
      )}
    </>
  );
}

/** What earns tickets: a deposit's least amount, valid bet per ticket, the day's cap, VIP levels. */
function TicketFields({
  prefix,
  legend,
  tickets,
  problems,
  onChange,
}: {
  prefix: string;
  legend: string;
  tickets: TicketDraft;
  problems: LuckyDrawProblems;
  onChange: (change: Partial<TicketDraft>) => void;
}) {
  const { t } = useConsoleTranslation();
  const shown = useShown();
  const error = (field: keyof TicketDraft) =>
    problems[`${prefix}.${field}`] ? shown(problems[`${prefix}.${field}`]!) : null;
  return (
    <div className="engagement__tickets">
      <h3 className="engagement__subtitle">{legend}</h3>
      <div className="engagement__fields">
        {(['depositMin', 'validBetPerTicket', 'maxBetTicketsPerDay', 'vipLevels'] as const).map(
          (field) => (
            <TextField
              key={field}
              name={`${prefix}.${field}`}
              label={t(`engagement.tickets.${field}`)}
              hint={t(`engagement.tickets.${field}Hint`)}
              inputMode={field === 'vipLevels' ? 'text' : 'decimal'}
              value={tickets[field]}
              error={error(field)}
              onChange={(value) => onChange({ [field]: value })}
            />
          ),
        )}
      </div>
    </div>
  );
}
