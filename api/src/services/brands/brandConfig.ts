import type { BrandSecurityConfig } from '../security/settings.js';
import type { BrandSiteConfig } from './siteOrigin.js';

/** Brand (merchant) configuration stored as jsonb in `brands.config`. */

export interface LocalizedText {
  bn: string;
  en: string;
}

export type SocialChannel =
  'facebook' | 'telegram' | 'whatsapp' | 'instagram' | 'messenger' | 'youtube' | 'twitter';

export const SOCIAL_CHANNELS: readonly SocialChannel[] = [
  'facebook',
  'telegram',
  'whatsapp',
  'instagram',
  'messenger',
  'youtube',
  'twitter',
];

export type ResourceType = 'ANDROID' | 'IOS' | 'IOS_LITE';

export interface AppResource {
  resourceType: ResourceType;
  /** A store address, or a path this API serves (`/downloads/...`). */
  url: string;
  /** The operator's own QR image; empty when the site draws the code from `url`. */
  qrCodeUrl: string;
}

export interface MaintenanceConfig {
  enabled: boolean;
  message: LocalizedText;
  /** ISO timestamp of the expected end, or null when open-ended. */
  until: string | null;
}

export interface BrandConfig {
  currency: string;
  currencySymbol: string;
  languages: string[];
  defaultLanguage: string;
  defaultTheme: 'light' | 'dark';
  ageLimit: number;
  copyrightYear: number;
  licence: LocalizedText;
  regulators: string[];
  analytics: { gtagId: string | null };
  customerService: {
    liveChat: boolean;
    liveChatUrl: string | null;
    links: Partial<Record<SocialChannel, string>>;
  };
  resources: AppResource[];
  imageCDNs: string[];
  launchGameCDNs: string[];
  maintenance: MaintenanceConfig;
  regionRestriction: { blockedIps: string[] };
  /** Wallet mode and seamless-wallet vendor secrets; absent on brands seeded before 0005. */
  wallet?: WalletConfig;
  /** The site's primary host, scheme and port for links in mails (siteOrigin.ts). */
  site?: BrandSiteConfig;
  /** Account-security settings (payload encryption, password age, SMS code lifetime). */
  security?: BrandSecurityConfig;
  /** Feedback content bounds in words (0007; default 5–300). */
  feedback?: { minWords: number; maxWords: number };
  /**
   * Game-vendor provider per vendor code ('house-slot', 'local'); vendors not listed use the
   * built-in choice (HOUSE: house-slot, others: local). A real integration registers its own id.
   */
  gameVendorProviders?: Record<string, string>;
}

export interface WalletConfig {
  /** true: single wallet (no vendor wallets, transfers refused); false: transfer wallet. */
  isSingle: boolean;
  /** HMAC-SHA256 secret per seamless vendor code (e.g. HOUSE). */
  seamlessSecrets: Record<string, string>;
}

export const DEFAULT_MAINTENANCE_MESSAGE: LocalizedText = {
  bn: 'সিস্টেম রক্ষণাবেক্ষণ চলছে। অনুগ্রহ করে কিছুক্ষণ পরে আবার চেষ্টা করুন।',
  en: 'The system is under maintenance. Please try again later.',
};
