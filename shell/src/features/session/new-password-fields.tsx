import type { RegisterRule } from '@site/shared';
import { PasswordField } from '@site/shared/ui';
import { useState } from 'react';
import { useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { useFieldMessage, type FieldErrors } from './field-message';
import { checkNewPassword, hintFor } from './register-rules';

/** New password + confirmation state, checked against the brand's password rule (spec §5). */
export function useNewPassword(rule: RegisterRule) {
  const [newValue, setNewValue] = useState('');
  const [confirmValue, setConfirmValue] = useState('');
  return {
    newPassword: newValue,
    confirmation: confirmValue,
    check: () => checkNewPassword(rule, newValue, confirmValue),
    clear: () => {
      setNewValue('');
      setConfirmValue('');
    },
    fields: {
      rule,
      newValue,
      confirmValue,
      onNewChange: setNewValue,
      onConfirmChange: setConfirmValue,
    },
  };
}

type NewPasswordFieldsProps = ReturnType<typeof useNewPassword>['fields'] & {
  errors: FieldErrors;
};

/** New password and its confirmation, limited by the brand's password rule (spec §5). */
export function NewPasswordFields({
  rule,
  newValue,
  confirmValue,
  onNewChange,
  onConfirmChange,
  errors,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const message = useFieldMessage();
  return (
    <>
      <PasswordField
        name="newPassword"
        label={t('changePassword.new')}
        value={newValue}
        onChange={onNewChange}
        error={message(errors.newPassword)}
        hint={message(hintFor(rule))}
        autoComplete="new-password"
        maxLength={rule.maxLength}
        required
      />
      <PasswordField
        name="confirmNewPassword"
        label={t('changePassword.confirm')}
        value={confirmValue}
        onChange={onConfirmChange}
        error={message(errors.confirmNewPassword)}
        autoComplete="new-password"
        maxLength={rule.maxLength}
        required
      />
    </>
  );
}
