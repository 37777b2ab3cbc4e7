import { COMMON_NAMESPACE, useTranslation } from '@site/shared';
import { useAtom } from 'jotai';
import { trueAccountDialogOpenAtom } from './session-ui-state';
import { WarningDialog } from './warning-dialog';

/**
 * spec §5/§8: the warning a trial account gets instead of a member-only action; any app opens
 * it with open-true-account-warning (routeSessionCommands).
 */
export function TrueAccountDialog() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [open, setOpen] = useAtom(trueAccountDialogOpenAtom);
  return (
    <WarningDialog
      open={open}
      title={t('in_need_true_account')}
      onClose={() => setOpen(false)}
      testId="true-account-dialog"
    />
  );
}
