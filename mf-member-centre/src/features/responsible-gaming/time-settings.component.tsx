import {
  momentValues,
  useTranslation,
  type ProtectionOverview,
  type SetRealityCheckBody,
} from '@site/shared';
import { FormResult, SelectField } from '@site/shared/ui';
import { useState } from 'react';
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

type MinutesChoice = { minutes: number | null; label: string };

/** A choice of minutes ("none" among them) and its save button. */
function MinutesForm({
  name,
  label,
  initial,
  choices,
  saveLabel,
  busy,
  onSave,
}: {
  name: string;
  label: string;
  initial: number | null;
  choices: readonly MinutesChoice[];
  saveLabel: string;
  busy: boolean;
  onSave: (minutes: number | null) => void;
}) {
  const [choice, setChoice] = useState(valueOf(initial));
  return (
    <form
      className="form protection-time__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(minutesOf(choice));
      }}
    >
      <SelectField
        name={name}
        label={label}
        value={choice}
        onChange={setChoice}
        options={choices.map((option) => ({
          value: valueOf(option.minutes),
          label: option.label,
        }))}
      />
      <button type="submit" className="site-button site-button--primary" disabled={busy}>
        {saveLabel}
      </button>
    </form>
  );
}

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

  const save = (minutes: number | null) =>
    void action.run(
      () => setSessionLimit({ minutes }),
      t(
        waitsForCoolingOff(sessionLimit.minutes, minutes)
          ? 'limit.takesEffectLater'
          : 'limit.appliesNow',
      ),
    );

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
      <MinutesForm
        name="sessionLimit"
        label={t('session.label')}
        initial={sessionLimit.minutes}
        choices={[null, ...offered].map((minutes) => ({ minutes, label: nameOf(minutes) }))}
        saveLabel={t('session.save')}
        busy={action.busy}
        onSave={save}
      />
      <FormResult error={action.error} done={action.done} />
    </ProtectionCard>
  );
}

/** The reality check's interval: 15, 30 or 60 minutes, or the brand's default (RTS 13). */
function RealityCheckCard({ overview }: { overview: ProtectionOverview }) {
  const { t } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  const duration = useDuration();
  const action = useProtectionAction();

  return (
    <ProtectionCard
      id="protection-reality-check"
      title={t('realityCheck.title')}
      hint={t('realityCheck.hint')}
    >
      <MinutesForm
        name="realityCheck"
        label={t('realityCheck.label')}
        initial={overview.realityCheckMinutes}
        choices={[
          {
            minutes: null,
            label: t('realityCheck.siteDefault', {
              value: duration(overview.brandRealityCheckMinutes),
            }),
          },
          ...REALITY_CHECK_CHOICES.map((minutes) => ({ minutes, label: duration(minutes) })),
        ]}
        saveLabel={t('realityCheck.save')}
        busy={action.busy}
        onSave={(minutes) =>
          // The form offers only the contract's intervals (and null, the default).
          void action.run(
            () => setRealityCheck({ minutes: minutes as SetRealityCheckBody['minutes'] }),
            t('realityCheck.saved'),
          )
        }
      />
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
