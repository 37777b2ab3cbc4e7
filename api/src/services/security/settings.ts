import { isModuleEnabled, type Brand } from '../brands/brandRepository.js';

/** Optional `security` block of a brand's config; absent keys take these defaults. */
export interface BrandSecurityConfig {
  /** Accept unencrypted bodies on the encrypted routes (seed: true for the demo brands). */
  allowPlainPayloads?: boolean;
  /** A password older than this counts as expired (seed 90). */
  passwordMaxAgeDays?: number;
  /** Lifetime of an SMS code in minutes (seed 1 → the spec's 60 s countdown). */
  smsExpiredMinutes?: number;
  /** The mobile registration tab asks for a password. */
  mobileRegisterPassword?: boolean;
}

export interface SecuritySettings {
  allowPlainPayloads: boolean;
  passwordMaxAgeDays: number | null;
  smsExpiredMinutes: number;
  mobileRegisterPassword: boolean;
}

export function securitySettings(brand: Brand): SecuritySettings {
  const security: BrandSecurityConfig = brand.config.security ?? {};
  return {
    allowPlainPayloads: security.allowPlainPayloads === true,
    passwordMaxAgeDays: security.passwordMaxAgeDays ?? null,
    smsExpiredMinutes: security.smsExpiredMinutes ?? 1,
    mobileRegisterPassword: security.mobileRegisterPassword ?? true,
  };
}

export function registrationFlags(brand: Brand) {
  return {
    mobileRegister: isModuleEnabled(brand, 'MOBILE_REGISTER'),
    smsVerification: isModuleEnabled(brand, 'SMS_VERIFICATION'),
    mobileRegisterPassword: securitySettings(brand).mobileRegisterPassword,
    ageLimit: brand.config.ageLimit,
  };
}
