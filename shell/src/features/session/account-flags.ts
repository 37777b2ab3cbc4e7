import { isEnabled } from '@site/shared';
import { usePermission } from '../../ui/brand-state';

/** spec §1 feature flags, kept under the whitelabel tree's SETTINGS node. */
export type AccountFlag =
  | 'MOBILE_REGISTER'
  | 'SMS_VERIFICATION'
  | 'PASSWORD_EXPIRY_FORCE'
  | 'VERIFICATION_CODE_LOGIN'
  | 'FREE_PLAY'
  | 'DIRECT_REGISTER'
  | 'CHNGPASSVERIF3'
  | 'LOGGED_IN_TO_HOME_PAGE'
  | 'MANUAL_REBATE';

export function useFlag(flag: AccountFlag): boolean {
  return isEnabled(usePermission().whitelabel, flag);
}
