import { errors } from '../../errors.js';
import { isIpBlocked } from '../net/ip.js';
import { isModuleEnabled, type Brand } from './brandRepository.js';

export const SystemStatus = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SystemStatusCode = (typeof SystemStatus)[keyof typeof SystemStatus];

export function isUnderMaintenance(brand: Brand): boolean {
  return brand.config.maintenance.enabled;
}

export function isRegionRestricted(brand: Brand, ip: string): boolean {
  return isIpBlocked(ip, brand.config.regionRestriction.blockedIps);
}

/** Maintenance wins over a region restriction. */
export function systemStatusOf(brand: Brand, ip: string): SystemStatusCode {
  if (isUnderMaintenance(brand)) return SystemStatus.MAINTENANCE;
  if (isRegionRestricted(brand, ip)) return SystemStatus.REGION_RESTRICTED;
  return SystemStatus.NORMAL;
}

/** Maintenance closes the brand's business routes; a blocked IP is refused. */
export function assertBrandOpen(brand: Brand, clientIp: string): void {
  if (isUnderMaintenance(brand)) throw errors.maintenance();
  if (isRegionRestricted(brand, clientIp)) throw errors.accessRestricted();
}

export function assertModuleEnabled(brand: Brand, modId: string): void {
  if (!isModuleEnabled(brand, modId)) throw errors.moduleDisabled(modId);
}
