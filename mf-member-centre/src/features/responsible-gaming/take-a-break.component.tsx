import { signOut, useTranslation } from '@site/shared';
import { FormFooter, Modal, PasswordField, SelectField, useApiErrorText } from '@site/shared/ui';
import { useId, useState, type FormEvent } from 'react';
import { RESPONSIBLE_GAMING_NAMESPACE } from './i18n/responsible-gaming-translations';
import { ProtectionCard } from './protection-card.component';
import { SELF_EXCLUSION_CHOICES, TIME_OUT_CHOICES } from './protection-choices';
import { selfExclude } from './self-exclude.resource';
import { takeTimeOut } from './take-time-out.resource';

type BreakProps<Length extends string | number> = {
  /** The translation group: `timeOut` or `selfExclusion`. */
  kind: 'timeOut' | 'selfExclusion';
  lengths: readonly Length[];
  /** A length's translation key under the group. */
  lengthKey: (length: Length) => string;
  /** Starts the break with the member's password. */
  start: (length: Length, password: string) => Promise<unknown>;
};

/**
 * A break the member cannot undo: the length, then a dialog that says so and asks for the login
 * password. Once it is taken every session of the account has ended, this one with it.
 */
function BreakCard<Length extends string | number>({
  kind,
  lengths,
  lengthKey,
  start,
}: BreakProps<Length>) {
  const { t } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  const errorText = useApiErrorText(RESPONSIBLE_GAMING_NAMESPACE);
  const [length, setLength] = useState<Length>(lengths[0]!);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const warningId = useId();
  const lengthText = t(`${kind}.${lengthKey(length)}`);

  const close = () => {
    setConfirming(false);
    setPassword('');
    setPasswordError(null);
    setError(null);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(t('exclusion.passwordRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await start(length, password);
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
      return;
    }
    // The API ended every session of the account: this page's ends too (the shell closes the
    // centre when the session does).
    await signOut().catch(() => undefined);
  };

  return (
    <ProtectionCard id={`protection-${kind}`} title={t(`${kind}.title`)} hint={t(`${kind}.hint`)}>
      <div className="form protection-break__form">
        <SelectField
          name={kind}
          label={t(`${kind}.length`)}
          value={String(length)}
          onChange={(value) =>
            setLength(lengths.find((candidate) => String(candidate) === value) ?? lengths[0]!)
          }
          options={lengths.map((candidate) => ({
            value: String(candidate),
            label: t(`${kind}.${lengthKey(candidate)}`),
          }))}
        />
        <button
          type="button"
          className="site-button protection-break__start"
          onClick={() => setConfirming(true)}
        >
          {t(`${kind}.start`)}
        </button>
      </div>
      <Modal
        open={confirming}
        title={t(`${kind}.confirmTitle`)}
        onClose={busy ? () => undefined : close}
        closeOnBackdrop={false}
        role="alertdialog"
        describedBy={warningId}
        testId={`${kind}-dialog`}
      >
        <div id={warningId} className="dialog__message dialog__message--warning">
          <p>{t(`${kind}.warning`, { length: lengthText })}</p>
          <p>
            <strong>{t('exclusion.cannotUndo')}</strong> {t('exclusion.withdrawals')}{' '}
            {t('exclusion.loggedOut')}
          </p>
        </div>
        <form className="form" noValidate onSubmit={(event) => void confirm(event)}>
          <PasswordField
            name="password"
            label={t('exclusion.password')}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setPasswordError(null);
            }}
            autoComplete="current-password"
            maxLength={128}
            required
            error={passwordError}
          />
          <FormFooter error={error} busy={busy} label={t('exclusion.confirm')} />
          <button
            type="button"
            className="site-button site-button--block"
            onClick={close}
            disabled={busy}
          >
            {t('exclusion.cancel')}
          </button>
        </form>
      </Modal>
    </ProtectionCard>
  );
}

/** The Take a break section: a time-out (24 hours to 6 weeks) or a self-exclusion. */
export function TakeABreak() {
  return (
    <div className="protection-break">
      <BreakCard
        kind="timeOut"
        lengths={TIME_OUT_CHOICES}
        lengthKey={(days) => `days.${days}`}
        start={(days, password) => takeTimeOut({ days, password })}
      />
      <BreakCard
        kind="selfExclusion"
        lengths={SELF_EXCLUSION_CHOICES}
        lengthKey={(period) => `periods.${period}`}
        start={(period, password) => selfExclude({ period, password })}
      />
    </div>
  );
}
