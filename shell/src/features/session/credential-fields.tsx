import { COMMON_NAMESPACE, type LoginInput, useTranslation } from '@site/shared';
import { PasswordField, Tabs, TextField } from '@site/shared/ui';
import { useState } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { MobileField, SmsCodeField } from './sms-code-field';
import { sendLoginSms } from './sign-in.resource';

/**
 * What proves an account at login and when linking a social identity (spec §4): a username and
 * its password, or a mobile number and the SMS code sent to it.
 */
export type CredentialTab = 'username' | 'mobile';
export type CredentialErrors = Partial<
  Record<'username' | 'password' | 'mobileNum' | 'code', string>
>;

const MOBILE_NUMBER = /^\+?[0-9][0-9 -]{5,14}$/;

/** The credential form's values, its check and the login input it makes. */
export function useCredentials() {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const [tab, setTab] = useState<CredentialTab>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [dialCode, setDialCode] = useState('880');
  const [code, setCode] = useState('');

  const mobileError = () => (MOBILE_NUMBER.test(mobileNum.trim()) ? null : t('form.errors.mobile'));

  /** The fields in error on the current tab (none: the form may be sent). */
  const validate = (): CredentialErrors => {
    const errors: CredentialErrors = {};
    if (tab === 'username') {
      if (!username.trim()) errors.username = t('login.missingCredentials');
      if (!password) errors.password = t('login.missingCredentials');
    } else {
      const invalidMobile = mobileError();
      if (invalidMobile) errors.mobileNum = invalidMobile;
      if (!code.trim()) errors.code = t('form.errors.code');
    }
    return errors;
  };

  const input = (): LoginInput =>
    tab === 'username'
      ? { type: 'username', username: username.trim(), password }
      : {
          type: 'sms',
          mobileNum: mobileNum.trim(),
          countryDialingCode: dialCode,
          verificationCode: code.trim(),
        };

  return {
    tab,
    setTab,
    username,
    setUsername,
    password,
    setPassword,
    mobileNum,
    setMobileNum,
    dialCode,
    setDialCode,
    code,
    setCode,
    mobileError,
    validate,
    input,
  };
}

export type Credentials = ReturnType<typeof useCredentials>;

/** The choice between the username and the mobile number; `onSwitch` clears the form's errors. */
export function CredentialTabs({
  credentials,
  onSwitch,
}: {
  credentials: Credentials;
  onSwitch: () => void;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <Tabs
      label={t('login.method')}
      tabs={[
        { id: 'username', label: t('login.byUsername') },
        { id: 'mobile', label: t('login.byMobile') },
      ]}
      active={credentials.tab}
      onChange={(next) => {
        credentials.setTab(next);
        onSwitch();
      }}
    />
  );
}

/**
 * The current tab's fields. `onAccountChange` runs when the username or the number changes
 * (the login's captcha belongs to the account it was asked for).
 */
export function CredentialFields({
  credentials,
  errors,
  onAccountChange,
}: {
  credentials: Credentials;
  errors: CredentialErrors;
  onAccountChange?: () => void;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { tab, mobileNum, dialCode } = credentials;
  const changeAccount = (set: (value: string) => void) => (value: string) => {
    set(value);
    onAccountChange?.();
  };
  if (tab === 'username')
    return (
      <>
        <TextField
          name="username"
          label={t('login.username')}
          value={credentials.username}
          onChange={changeAccount(credentials.setUsername)}
          error={errors.username}
          autoComplete="username"
          maxLength={32}
          required
        />
        <PasswordField
          name="password"
          label={t('login.password')}
          value={credentials.password}
          onChange={credentials.setPassword}
          error={errors.password}
          autoComplete="current-password"
          maxLength={64}
          required
        />
      </>
    );
  return (
    <>
      <MobileField
        dialCode={dialCode}
        onDialCodeChange={credentials.setDialCode}
        value={mobileNum}
        onChange={changeAccount(credentials.setMobileNum)}
        error={errors.mobileNum}
      />
      <SmsCodeField
        value={credentials.code}
        onChange={credentials.setCode}
        error={errors.code}
        validate={credentials.mobileError}
        send={() => sendLoginSms({ mobileNum: mobileNum.trim(), countryDialingCode: dialCode })}
      />
    </>
  );
}
