import { useFailureText, useTranslation } from '@site/shared';
import { useAtom } from 'jotai';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { protectionEndedSessionAtom } from './session-ui-state';
import { WarningDialog } from './warning-dialog';

/** Why the member was logged out when player protection ended the session (issue 44). */
export function ProtectionEndedNotice() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const failureText = useFailureText();
  const [refusal, setRefusal] = useAtom(protectionEndedSessionAtom);
  return (
    <WarningDialog
      open={refusal !== null}
      title={t('protection.loggedOutTitle')}
      message={refusal && failureText(refusal)}
      onClose={() => setRefusal(null)}
      testId="protection-ended-notice"
    />
  );
}
