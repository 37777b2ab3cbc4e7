import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '../api/api-error';
import type { Permission } from '../api/types';
import { getEventBus } from '../bus/event-bus';
import {
  changeLanguage,
  COMMON_NAMESPACE,
  SUPPORTED_LANGUAGES,
  useTranslation,
  type Language,
} from '../i18n';
import { useBusState } from '../react/use-bus-state';
import { signIn, signOut } from '../session/session-actions';
import { readStoredTheme, storeTheme } from '../theme/theme';

export function HarnessBar({
  merchantCode,
  permission,
}: {
  merchantCode: string;
  permission: Permission;
}) {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  const session = useBusState('session');
  const [theme, setTheme] = useState(readStoredTheme(permission.settings.defaultTheme));
  const [error, setError] = useState<ApiError | null>(null);
  const usernameInput = useRef<HTMLInputElement>(null);

  // Stands in for the shell's answers to the commands a remote sends.
  const [trialWarning, setTrialWarning] = useState(false);
  useEffect(() => {
    const bus = getEventBus();
    const subscriptions = [
      bus.commands('open-login').subscribe(() => usernameInput.current?.focus()),
      bus.commands('open-true-account-warning').subscribe(() => setTrialWarning(true)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    try {
      await signIn(String(form.get('username')), String(form.get('password')), merchantCode);
    } catch (failure) {
      setError(failure as ApiError);
    }
  };

  return (
    <header className="harness-bar">
      <strong>
        {permission.brandName} · {merchantCode}
      </strong>
      <select
        aria-label="Language"
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {language.toUpperCase()}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => {
          const next = theme === 'light' ? 'dark' : 'light';
          storeTheme(next);
          setTheme(next);
        }}
      >
        {theme}
      </button>
      {trialWarning && (
        <span role="alert">
          {t('in_need_true_account')}{' '}
          <button type="button" onClick={() => setTrialWarning(false)}>
            {t('in_increase_submit')}
          </button>
        </span>
      )}
      {session.status === 'member' ? (
        <>
          <span>{session.account}</span>
          <button type="button" onClick={() => void signOut()}>
            {t('actions.logout')}
          </button>
        </>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)}>
          <input
            ref={usernameInput}
            name="username"
            placeholder="username"
            autoComplete="username"
            required
          />
          <input
            name="password"
            type="password"
            placeholder="password"
            autoComplete="current-password"
            required
          />
          <button type="submit">{t('actions.login')}</button>
          {error && <span role="alert">{t(error.messageKey)}</span>}
        </form>
      )}
    </header>
  );
}
