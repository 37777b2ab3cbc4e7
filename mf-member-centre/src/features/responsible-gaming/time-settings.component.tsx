import { momentValues, useTranslation, type ProtectionOverview } from '@site/shared';
import { FormResult, SelectField } from '@site/shared/ui';
import { useState, type FormEvent } from 'react';
import { confirmLimit } from './confirm-limit.resource';
import { RESPONSIBLE_GAMING_NAMESPACE } from './i18n/responsible-gaming-translations';
import { PendingChange } from './pending-change.component';
import { ProtectionCard } from './protection-card.component';
import { REALITY_CHECK_CHOICES, SESSION_LIMIT_CHOICES } from './protection-choices';
import { setRealityCheck } from './set-reality-check.resource';
import { setSessionLimit } from './set-session-limit.resource';
import { useDuration, useProtectionAction, waitsForCoolingOff } from './use-protection-action';

/** A select's value for "none" (no session limit, the brand's reality-check default). */
const NONE = 'none';

const minutesOf = (value: string): number | null => (value === NONE ? null : Number(value));
const valueOf = (minutes: number | null): string => (minutes === null ? NONE : String(minutes));

/** The session time limit: how long one login may last, a pending change and its confirmation. */
function SessionLimitCard({
  sessionLimit,
  endsAt,
}: {
  sessionLimit: ProtectionOverview['sessionLimit'];
  /** When the limit ends this login (PlaySession.endsAt). */
  endsAt: string | null;
}) {
  const { t, i18n } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  const duration = useDuration();
  const action = useProtectionAction();
  const [choice, setChoice] = useState(valueOf(sessionLimit.minutes));
  const nameOf = (minutes: number | null) =>
    minutes === null ? t('session.none') : duration(minutes);
  // A limit set elsewhere (an operator's stricter one) stays among the choices.
  const offered = [
    ...new Set([
      ...SESSION_LIMIT_CHOICES,
      ...(sessionLimit.minutes === null ? [] : [sessionLimit.minutes]),
    ]),
  ].sort((a, b) => a - b);
  const { pending } = sessionLimit;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const minutes = minutesOf(choice);
    void action.run(
      () => setSessionLimit({ minutes }),
      t(
        waitsForCoolingOff(sessionLimit.minutes, minutes)
          ? 'limit.takesEffectLater'
          : 'limit.appliesNow',
      ),
    );
  };

  return (
    <ProtectionCard id="protection-session" title={t('session.title')} hint={t('session.hint')}>
      <p className="protection-limit__amount">
        {t('session.current', { value: nameOf(sessionLimit.minutes) })}
      </p>
      {endsAt && <p>{t('session.endsAt', momentValues(endsAt, i18n.language))}</p>}
      {pending && (
        <PendingChange
          pending={pending}
          waitingText={(moment) =>
            t('session.pending', { ...moment, value: nameOf(pending.minutes) })
          }
          readyText={t('session.ready', { value: nameOf(pending.minutes) })}
          confirmLabel={t('session.confirm')}
          onConfirm={() =>
            void action.run(() => confirmLimit({ kind: 'session' }), t('limit.confirmed'))
          }
          busy={action.busy}
        />
      )}
      <form className="form protection-time__form" noValidate onSubmit={save}>
        <SelectField
          name="sessionLimit"
          label={t('session.label')}
          value={choice}
          onChange={setChoice}
          options={[NONE, ...offered.map(String)].map((value) => ({
            value,
            label: nameOf(minutesOf(value)),
          }))}
        />
        <button type="submit" className="site-button site-button--primary" disabled={action.busy}>
          {t('session.save')}
        </button>
      </form>
      <FormResult error={action.error} done={action.done} />
    </ProtectionCard>
  );
}

/** The reality check's interval: 15, 30 or 60 minutes, or the brand's default (RTS 13). */
function RealityCheckCard({ overview }: { overview: ProtectionOverview }) {
  const { t } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  const duration = useDuration();
  const action = useProtectionAction();
  const [choice, setChoice] = useState(valueOf(overview.realityCheckMinutes));

  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => setRealityCheck({ minutes: minutesOf(choice) }), t('realityCheck.saved'));
  };

  return (
    <ProtectionCard
      id="protection-reality-check"
      title={t('realityCheck.title')}
      hint={t('realityCheck.hint')}
    >
      <form className="form protection-time__form" noValidate onSubmit={save}>
        <SelectField
          name="realityCheck"
          label={t('realityCheck.label')}
          value={choice}
          onChange={setChoice}
          options={[
            {
              value: NONE,
              label: t('realityCheck.siteDefault', {
                value: duration(overview.brandRealityCheckMinutes),
              }),
            },
            ...REALITY_CHECK_CHOICES.map((minutes) => ({
              value: String(minutes),
              label: duration(minutes),
            })),
          ]}
        />
        <button type="submit" className="site-button site-button--primary" disabled={action.busy}>
          {t('realityCheck.save')}
        </button>
      </form>
      <FormResult error={action.error} done={action.done} />
    </ProtectionCard>
  );
}

/** The Time section: the session limit and the reality check. */
export function TimeSettings({ overview }: { overview: ProtectionOverview }) {
  return (
    <div className="protection-time">
      <SessionLimitCard sessionLimit={overview.sessionLimit} endsAt={overview.session.endsAt} />
      <RealityCheckCard overview={overview} />
    </div>
  );
}
