import type { Brand } from './brandRepository.js';
import { SOCIAL_CHANNELS, type LocalizedText, type SocialChannel } from './brandConfig.js';
import { registerRulesFor, type RegisterRule } from './registerRules.js';
import { DEFAULT_FEEDBACK_WORDS } from '../content/feedbackService.js';
import { isRegionRestricted } from './systemStatus.js';
import { timeZoneOf } from './brandTime.js';
import { buildWhitelabelTree, type WhitelabelNode } from './whitelabel.js';

export interface PermissionPayload {
  merchantCode: string;
  brandName: string;
  whitelabel: WhitelabelNode[];
  registerRules: RegisterRule[];
  resources: Brand['config']['resources'];
  customerService: {
    liveChat: boolean;
    liveChatUrl: string | null;
    links: Partial<Record<SocialChannel, string>>;
  };
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  location: { ip: string };
  maintenance: { enabled: boolean; message: LocalizedText; until: string | null };
  regionRestriction: { restricted: boolean };
  settings: {
    languages: string[];
    defaultLanguage: string;
    defaultTheme: 'light' | 'dark';
    timeZone: string;
    currency: string;
    currencySymbol: string;
    ageLimit: number;
    copyrightYear: number;
    licence: LocalizedText;
    regulators: string[];
    feedback: { minWords: number; maxWords: number };
  };
}

/** The start-up configuration a brand's site loads before rendering. */
export function buildPermission(brand: Brand, clientIp: string): PermissionPayload {
  const { config } = brand;
  const links: Partial<Record<SocialChannel, string>> = {};
  for (const channel of SOCIAL_CHANNELS) {
    const url = config.customerService.links[channel];
    if (url) links[channel] = url;
  }
  return {
    merchantCode: brand.merchantCode,
    brandName: brand.name,
    whitelabel: buildWhitelabelTree(brand),
    registerRules: registerRulesFor(brand),
    resources: config.resources,
    customerService: {
      liveChat: config.customerService.liveChat,
      liveChatUrl: config.customerService.liveChat ? config.customerService.liveChatUrl : null,
      links,
    },
    analytics: { gtagId: config.analytics.gtagId },
    imageCDNs: config.imageCDNs,
    launchGameCDNs: config.launchGameCDNs,
    location: { ip: clientIp },
    maintenance: {
      enabled: config.maintenance.enabled,
      message: config.maintenance.message,
      until: config.maintenance.until,
    },
    regionRestriction: { restricted: isRegionRestricted(brand, clientIp) },
    settings: {
      languages: config.languages,
      defaultLanguage: config.defaultLanguage,
      defaultTheme: config.defaultTheme,
      timeZone: timeZoneOf(config),
      currency: config.currency,
      currencySymbol: config.currencySymbol,
      ageLimit: config.ageLimit,
      copyrightYear: config.copyrightYear,
      licence: config.licence,
      regulators: config.regulators,
      // spec §5: the feedback form shows and checks the same word limits the API enforces.
      feedback: config.feedback ?? DEFAULT_FEEDBACK_WORDS,
    },
  };
}
