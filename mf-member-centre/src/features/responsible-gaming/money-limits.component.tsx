import {
  formatMoney,
  momentValues,
  useBusState,
  useTranslation,
  type MoneyLimit,
} from '@site/shared';
import { AmountInput, FormResult } from '@site/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { confirmLimit } from './confirm-limit.resource';
import { RESPONSIBLE_GAMING_NAMESPACE } from './i18n/responsible-gaming-translations';
import { LIMIT_KINDS, LIMIT_PERIODS } from './protection-choices';
import { PendingChange } from './pending-change.component';
import { ProtectionCard } from './protection-card.component';
import { setMoneyLimit } from './set-money-limit.resource';
import { useLimitName, useProtectionAction, waitsForCoolingOff } from './use-protection-action';

/** The contract's largest limit (SetMoneyLimitBody). */
const MAX_LIMIT = 100_000_000;

/** One limit: what is in force, what was used and when it resets, a pending change, a new value. */
function LimitRow({ limit }: { limit: MoneyLimit }) {
  const { t, i18n } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const name = useLimitName()(limit.kind, limit.period);
  const action = useProtectionAction();
  const [editing, setEditing] = useState(false);
  const [next, setNext] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const headingId = useId();
  const { pending } = limit;

  const save = async (amount: number | null) => {
    const saved = await action.run(
      () => setMoneyLimit({ kind: limit.kind, period: limit.period, amount }),
      t(waitsForCoolingOff(limit.amount, amount) ? 'limit.takesEffectLater' : 'limit.appliesNow'),
    );
    if (!saved) return;
    setNext(null);
    setEditing(false);
  };

  // The new limit's field takes the focus as the editor opens, its button as it closes.
  useEffect(() => {
    if (editing) {
      wasEditing.current = true;
      form.current?.querySelector('input')?.focus();
    } else if (wasEditing.current) changeButton.current?.focus();
  }, [editing]);

  return (
    <li
      className="protection-limit"
      aria-labelledby={headingId}
      data-limit={`${limit.kind}-${limit.period}`}
    >
      <div className="protection-limit__now">
        <h5 id={headingId} className="protection-limit__period">
          {t(`periods.${limit.period}`)}
        </h5>
        <p className="protection-limit__amount">
          {limit.amount === null ? t('limit.none') : money(limit.amount)}
        </p>
        {limit.amount !== null && (
          <progress
            className="protection-limit__meter"
            max={limit.amount}
            value={Math.min(limit.used, limit.amount)}
            // The line under it says the same in words.
            aria-hidden="true"
          />
        )}
        <p className="protection-limit__used">
          {limit.amount === null
            ? t('limit.usedWithoutLimit', { used: money(limit.used) })
            : t('limit.used', { used: money(limit.used), amount: money(limit.amount) })}
          {' · '}
          {t('limit.resets', momentValues(limit.resetsAt, i18n.language))}
        </p>
      </div>
      {pending && (
        <PendingChange
          pending={pending}
          waitingText={(moment) =>
            pending.amount === null
              ? t('limit.pendingRemoval', moment)
              : t('limit.pendingAmount', { ...moment, amount: money(pending.amount) })
          }
          readyText={
            pending.amount === null
              ? t('limit.readyRemoval')
              : t('limit.readyAmount', { amount: money(pending.amount) })
          }
          confirmLabel={t('limit.confirmNamed', { limit: name })}
          onConfirm={() =>
            action.run(
              () => confirmLimit({ kind: limit.kind, period: limit.period }),
              t('limit.confirmed'),
            )
          }
          busy={action.busy}
        />
      )}
      {editing ? (
        <form
          ref={form}
          className="protection-limit__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (next !== null) void save(next);
          }}
        >
          <AmountInput
            name={`${limit.kind}-${limit.period}`}
            label={t('limit.newLimit', { limit: name })}
            value={next}
            onChange={setNext}
            currencySymbol={currencySymbol}
            min={1}
            max={MAX_LIMIT}
          />
          <div className="protection-limit__buttons">
            <button
              type="submit"
              className="site-button site-button--primary"
              disabled={action.busy || next === null}
              aria-label={t('limit.saveNamed', { limit: name })}
            >
              {t('limit.save')}
            </button>
            {limit.amount !== null && (
              <button
                type="button"
                className="site-button"
                disabled={action.busy}
                aria-label={t('limit.removeNamed', { limit: name })}
                onClick={() => void save(null)}
              >
                {t('limit.remove')}
              </button>
            )}
            <button
              type="button"
              className="site-button"
              disabled={action.busy}
              onClick={() => setEditing(false)}
            >
              {t('limit.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={changeButton}
          type="button"
          className="site-button protection-limit__change"
          aria-label={t(limit.amount === null ? 'limit.setNamed' : 'limit.changeNamed', {
            limit: name,
          })}
          onClick={() => setEditing(true)}
        >
          {t(limit.amount === null ? 'limit.set' : 'limit.change')}
        </button>
      )}
      <FormResult error={action.error} done={action.done} />
    </li>
  );
}

/** Deposit, loss and wager limits, each per day, week and month (RTS 12). */
export function MoneyLimits({ limits }: { limits: readonly MoneyLimit[] }) {
  const { t } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  return (
    <div className="protection-limits">
      <p className="form__hint">{t('limit.rule')}</p>
      {LIMIT_KINDS.map((kind) => (
        <ProtectionCard
          key={kind}
          id={`protection-${kind}`}
          title={t(`kinds.${kind}`)}
          hint={t(`kindHints.${kind}`)}
        >
          <ul className="protection-limit-list">
            {LIMIT_PERIODS.map((period) => {
              const limit = limits.find(
                (candidate) => candidate.kind === kind && candidate.period === period,
              );
              return limit ? <LimitRow key={period} limit={limit} /> : null;
            })}
          </ul>
        </ProtectionCard>
      ))}
    </div>
  );
}
