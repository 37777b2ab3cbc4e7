import { COMMON_NAMESPACE, getEventBus, useTranslation } from '@site/shared';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { trueAccountDialogOpenAtom } from './session-ui-state';
import { WarningDialog } from './warning-dialog';

/**
 * spec §5/§8: the warning a trial account gets instead of a member-only action; any app opens
 * it with open-true-account-warning.
 */
export function TrueAccountDialog() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [open, setOpen] = useAtom(trueAccountDialogOpenAtom);
  useEffect(() => {
    const subscription = getEventBus()
      .commands('open-true-account-warning')
      .subscribe(() => setOpen(true));
    return () => subscription.unsubscribe();
  }, [setOpen]);
  return (
    <WarningDialog
      open={open}
      title={t('in_need_true_account')}
      onClose={() => setOpen(false)}
      testId="true-account-dialog"
    />
  );
}
