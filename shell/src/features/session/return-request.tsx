import { ApiError, momentValues, useTranslation } from '@site/shared';
import { useFailureMessage } from '@site/shared/ui';
import { useState } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { requestReturn } from './request-return.resource';

/** The login was refused because a self-exclusion ended and the account waits for a return. */
export const waitsForReturn = (failure: unknown): boolean =>
  failure instanceof ApiError &&
  failure.code === 'ACCOUNT_EXCLUDED' &&
  (failure.details as { returnRequired?: unknown } | null)?.returnRequired === true;

/**
 * The login form's way back after a self-exclusion (issue 44 item 3): asking to return opens the
 * account 24 hours later, never at once.
 */
export function ReturnRequest({ username, password }: { username: string; password: string }) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);

  const ask = async () => {
    setBusy(true);
    try {
      const exclusion = await requestReturn({ username: username.trim(), password });
      setOutcome({
        text: exclusion.returnAt
          ? t('protection.returnRequested', momentValues(exclusion.returnAt, i18n.language, true))
          : t('protection.returnRequestedNoTime'),
        failed: false,
      });
    } catch (failure) {
      setOutcome({ text: failureMessage(failure), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="form__row form__row--column" data-testid="return-request">
      {outcome ? (
        <p role={outcome.failed ? 'alert' : 'status'}>{outcome.text}</p>
      ) : (
        <button
          type="button"
          className="site-button site-button--block"
          disabled={busy}
          onClick={() => void ask()}
        >
          {t('protection.askToReturn')}
        </button>
      )}
    </div>
  );
}
