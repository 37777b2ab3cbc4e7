import { useTranslation } from '@site/shared';
import type { ProfileLabel, SecurityOverview } from '@site/shared';
import { FormFooter, TextField, useFormState } from '@site/shared/ui';
import { useState, type FormEvent } from 'react';
import { SECURITY_NAMESPACE } from './i18n/security-centre-translations';
import { updateProfile } from './update-profile.resource';
import { useShowFailure } from './use-security-error';

type Props = { overview: SecurityOverview; onSaved: (next: SecurityOverview) => void };
type Errors = Partial<Record<string, string>>;

/** Nickname, real name (once), birthday and the labels the brand enables (spec §3). */
export function ProfileSection({ overview, onSaved }: Props) {
  const { t } = useTranslation(SECURITY_NAMESPACE);
  const { profile } = overview;
  const [nickname, setNickname] = useState(profile.nickname);
  const [payeeName, setPayeeName] = useState(profile.payeeName);
  const [birthday, setBirthday] = useState(profile.birthday);
  const [labels, setLabels] = useState<Record<string, string>>(profile.labels);
  const [saved, setSaved] = useState(false);
  const state = useFormState<Errors>();
  const showFailure = useShowFailure(state);
  const realNameFixed = profile.payeeName !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const invalid: Errors = {};
    if (!nickname.trim()) invalid.nickname = t('required');
    if (birthday && !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) invalid.birthday = t('rules.pattern');
    if (state.rejectInvalid(invalid)) return;
    void state.submit(async () => {
      const next = await updateProfile({
        nickname,
        ...(realNameFixed || !payeeName.trim() ? {} : { payeeName }),
        ...(birthday ? { birthday } : {}),
        labels,
      });
      onSaved(next);
      setSaved(true);
    }, showFailure);
  };

  return (
    <form
      ref={state.form}
      className="form"
      onSubmit={onSubmit}
      noValidate
      data-testid="profile-form"
    >
      <TextField
        name="nickname"
        label={t('profile.nickname')}
        value={nickname}
        onChange={setNickname}
        error={state.errors.nickname}
        maxLength={20}
        required
      />
      {realNameFixed ? (
        <dl className="detail-list">
          <dt>{t('profile.payeeName')}</dt>
          <dd data-testid="real-name">{profile.payeeName}</dd>
        </dl>
      ) : (
        <TextField
          name="payeeName"
          label={t('profile.payeeName')}
          hint={t('profile.payeeNameHint')}
          value={payeeName}
          onChange={setPayeeName}
          error={state.errors.payeeName}
          autoComplete="name"
          maxLength={50}
        />
      )}
      <TextField
        name="birthday"
        label={t('profile.birthday')}
        hint={t('profile.birthdayHint', { age: profile.birthdayMinAge })}
        value={birthday}
        onChange={setBirthday}
        error={state.errors.birthday}
        autoComplete="bday"
        inputMode="numeric"
        maxLength={10}
      />
      {profile.enabledLabels.map((label: ProfileLabel) => (
        <TextField
          key={label}
          name={label}
          label={t(`profile.labels.${label}`)}
          value={labels[label] ?? ''}
          onChange={(value) => setLabels((current) => ({ ...current, [label]: value }))}
          error={state.errors[label]}
          maxLength={100}
        />
      ))}
      {saved && (
        <p className="form__notice" role="status">
          {t('profile.saved')}
        </p>
      )}
      <FormFooter error={state.formError} busy={state.busy} label={t('profile.save')} />
    </form>
  );
}
