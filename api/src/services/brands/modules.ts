/** Module ids of the white-label tree and the feature flags kept under SETTINGS. */

export const MODULE_IDS = [
  'LOBBY',
  'LOTTERY',
  'MEMBER_CENTRE',
  'AGENT_CENTRE',
  'POINT_MALL',
  'PROMOTIONS',
  'VIP',
  'HELP',
  'SPORTSBOOK',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

export const SETTINGS_MODULE_ID = 'SETTINGS';

export const FLAG_IDS = [
  'MOBILE_REGISTER',
  'SMS_VERIFICATION',
  'PASSWORD_EXPIRY_FORCE',
  'VERIFICATION_CODE_LOGIN',
  'FREE_PLAY',
  'DIRECT_REGISTER',
  'MANUAL_REBATE',
  'REFERRAL_PROMO',
  'CONTRACT_DIVIDEND',
  'SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
  'CHNGPASSVERIF3',
  'LOGGED_IN_TO_HOME_PAGE',
] as const;
export type FlagId = (typeof FLAG_IDS)[number];

export const MODULE_NAMES: Record<ModuleId | typeof SETTINGS_MODULE_ID, string> = {
  LOBBY: 'Lobby',
  LOTTERY: 'Lottery',
  MEMBER_CENTRE: 'Member centre',
  AGENT_CENTRE: 'Agent centre',
  POINT_MALL: 'Points mall',
  PROMOTIONS: 'Promotions',
  VIP: 'VIP',
  HELP: 'Help centre',
  SPORTSBOOK: 'Sportsbook',
  SETTINGS: 'Settings',
};

export const FLAG_NAMES: Record<FlagId, string> = {
  MOBILE_REGISTER: 'Mobile registration',
  SMS_VERIFICATION: 'SMS verification',
  PASSWORD_EXPIRY_FORCE: 'Force change of expired passwords',
  VERIFICATION_CODE_LOGIN: 'Verification-code login',
  FREE_PLAY: 'Free play',
  DIRECT_REGISTER: 'Direct registration',
  MANUAL_REBATE: 'Manual rebate',
  REFERRAL_PROMO: 'Referral promotion',
  CONTRACT_DIVIDEND: 'Contract dividend',
  SALARY: 'Daily salary',
  HOURLY_SALARY: 'Hourly salary',
  REALTIME_SALARY: 'Real-time salary',
  CHNGPASSVERIF3: 'Password recovery by phone',
  LOGGED_IN_TO_HOME_PAGE: 'Go to home page after login',
};

export function isModuleId(value: string): value is ModuleId {
  return (MODULE_IDS as readonly string[]).includes(value);
}

export function isFlagId(value: string): value is FlagId {
  return (FLAG_IDS as readonly string[]).includes(value);
}
