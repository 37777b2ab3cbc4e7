import type { BrandConfig } from '../../services/brands/brandConfig.js';
import { DEFAULT_MAINTENANCE_MESSAGE } from '../../services/brands/brandConfig.js';
import type { FlagId, ModuleId } from '../../services/brands/modules.js';
import { DEPOSIT_FULL, DEPOSIT_LITE } from './deposits.js';

export interface BrandSeed {
  merchantCode: string;
  name: string;
  hosts: string[];
  disabledModules: ModuleId[];
  disabledFlags: FlagId[];
  config: BrandConfig;
}

const LICENCE = {
  en: 'Licensed and regulated by the Malta Gaming Authority, the British Virgin Islands Financial Services Commission and PAGCOR (Philippines). Gambling can be addictive; please play responsibly.',
  bn: 'মাল্টা গেমিং অথরিটি, ব্রিটিশ ভার্জিন আইল্যান্ডস ফাইন্যান্সিয়াল সার্ভিসেস কমিশন এবং পাগকর (ফিলিপাইন) দ্বারা লাইসেন্সপ্রাপ্ত ও নিয়ন্ত্রিত। জুয়া আসক্তিকর হতে পারে; দায়িত্বের সাথে খেলুন।',
};
const REGULATORS = ['MGA', 'BVI', 'PAGCOR'];
/** Demo brands accept plain payloads so existing clients keep working (see README). */
const SECURITY = {
  allowPlainPayloads: true,
  passwordMaxAgeDays: 90,
  smsExpiredMinutes: 1,
  mobileRegisterPassword: true,
};

/** Feedback word-count bounds (spec §5). */
const FEEDBACK = { minWords: 5, maxWords: 300 };

export const BRAND_SEEDS: BrandSeed[] = [
  {
    merchantCode: 'PADMA',
    name: 'Padma Play',
    hosts: ['localhost', '127.0.0.1'],
    disabledModules: [],
    disabledFlags: ['LOGGED_IN_TO_HOME_PAGE'],
    config: {
      // The site on the local start's port, then the remotes' standalone pages
      // (`pnpm --filter <remote> dev`), which call the API from their own ports.
      siteOrigins: [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        ...[3001, 3002, 3003, 3004, 3005, 3006, 3007].map((port) => `http://localhost:${port}`),
      ],
      currency: 'BDT',
      currencySymbol: '৳',
      languages: ['bn', 'en'],
      defaultLanguage: 'bn',
      defaultTheme: 'light',
      timeZone: 'Asia/Dhaka',
      ageLimit: 18,
      copyrightYear: 2025,
      licence: LICENCE,
      regulators: REGULATORS,
      analytics: { gtagId: 'GTM-PADMA01' },
      customerService: {
        liveChat: true,
        liveChatUrl: 'https://chat.padmaplay.example/widget',
        links: {
          facebook: 'https://facebook.com/padmaplay',
          telegram: 'https://t.me/padmaplay',
          whatsapp: 'https://wa.me/8801700000001',
        },
      },
      resources: [
        {
          resourceType: 'ANDROID',
          url: 'https://play.google.com/store/apps/details?id=example.padmaplay',
          qrCodeUrl: '',
        },
        {
          resourceType: 'IOS',
          url: 'https://apps.apple.com/app/id6400000001',
          qrCodeUrl: '',
        },
        {
          resourceType: 'IOS_LITE',
          url: '/downloads/PADMA/ios-lite.mobileconfig',
          qrCodeUrl: '',
        },
      ],
      imageCDNs: [],
      launchGameCDNs: [],
      maintenance: { enabled: false, message: DEFAULT_MAINTENANCE_MESSAGE, until: null },
      regionRestriction: { blockedIps: [] },
      security: SECURITY,
      feedback: FEEDBACK,
      wallet: { isSingle: false },
      deposit: DEPOSIT_FULL,
      socialLogin: {
        providers: [
          { id: 'google', issuer: 'local', clientId: 'padma-web' },
          { id: 'facebook', issuer: 'local', clientId: 'padma-web' },
        ],
      },
      securityCentre: {
        profileLabels: ['fullName', 'address', 'occupation', 'sourceOfIncome', 'telegram'],
      },
      withdrawal: { turnoverMultiple: 1, autoConfirmMinutes: 60 },
    },
  },
  {
    merchantCode: 'MEGHNA',
    name: 'Meghna Games',
    hosts: ['lite.localhost', '127.0.0.2'],
    disabledModules: ['POINT_MALL', 'AGENT_CENTRE'],
    disabledFlags: [
      'FREE_PLAY',
      'MANUAL_REBATE',
      'CONTRACT_DIVIDEND',
      'HOURLY_SALARY',
      'LOGGED_IN_TO_HOME_PAGE',
    ],
    config: {
      siteOrigins: ['http://lite.localhost:3000', 'http://127.0.0.2:3000'],
      currency: 'BDT',
      currencySymbol: '৳',
      languages: ['bn', 'en'],
      defaultLanguage: 'bn',
      defaultTheme: 'dark',
      timeZone: 'Asia/Dhaka',
      ageLimit: 18,
      copyrightYear: 2025,
      licence: LICENCE,
      regulators: REGULATORS,
      analytics: { gtagId: 'GTM-MEGHNA1' },
      customerService: {
        liveChat: false,
        liveChatUrl: null,
        links: {
          facebook: 'https://facebook.com/meghnagames',
          telegram: 'https://t.me/meghnagames',
        },
      },
      resources: [
        {
          resourceType: 'ANDROID',
          url: 'https://play.google.com/store/apps/details?id=example.meghnagames',
          qrCodeUrl: '',
        },
      ],
      imageCDNs: [],
      launchGameCDNs: [],
      maintenance: { enabled: false, message: DEFAULT_MAINTENANCE_MESSAGE, until: null },
      regionRestriction: { blockedIps: [] },
      security: SECURITY,
      feedback: FEEDBACK,
      wallet: { isSingle: true },
      deposit: DEPOSIT_LITE,
      socialLogin: { providers: [{ id: 'google', issuer: 'local', clientId: 'meghna-web' }] },
      securityCentre: { profileLabels: ['nationality', 'placeOfBirth', 'zalo', 'skype'] },
      withdrawal: { turnoverMultiple: 0, autoConfirmMinutes: 30, requireNameMatch: false },
    },
  },
];

/** The port BRAND_SEEDS' local origins name: the local start's site (and 3001–3007 its remotes). */
export const LOCAL_SITE_PORT = 3000;
const LOCAL_HOST = /^(localhost|[a-z0-9-]+\.localhost|127\.\d+\.\d+\.\d+)$/;

/**
 * The seed of a brand whose site is served locally on `sitePort` instead of 3000: every local
 * origin (`http://localhost:300x`, `http://127.0.0.1:3000`, …) moves by the same offset, so
 * the remotes' standalone pages stay on the seven ports after the site's. Other origins stay.
 */
export function withSitePort(brand: BrandSeed, sitePort: number): BrandSeed {
  if (sitePort === LOCAL_SITE_PORT) return brand;
  const siteOrigins = brand.config.siteOrigins.map((origin) => {
    const url = new URL(origin);
    if (url.protocol !== 'http:' || !LOCAL_HOST.test(url.hostname) || !url.port) return origin;
    return `http://${url.hostname}:${Number(url.port) - LOCAL_SITE_PORT + sitePort}`;
  });
  return { ...brand, config: { ...brand.config, siteOrigins } };
}
