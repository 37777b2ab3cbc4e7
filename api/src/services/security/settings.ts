import type { BrandSecurityConfig } from '../brands/brandConfig.js';
import { isModuleEnabled, type Brand } from '../brands/brandRepository.js';

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
