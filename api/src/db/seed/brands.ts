import type { BrandConfig } from '../../services/brands/brandConfig.js';
import { DEFAULT_MAINTENANCE_MESSAGE } from '../../services/brands/brandConfig.js';
import type { FlagId, ModuleId } from '../../services/brands/modules.js';

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

/** The shell's port in development and the e2e stack: mailed links point there. */
const DEV_SITE_PORT = 3000;

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
      currency: 'BDT',
      currencySymbol: '৳',
      languages: ['bn', 'en'],
      defaultLanguage: 'bn',
      defaultTheme: 'light',
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
      site: { primaryHost: 'localhost', port: DEV_SITE_PORT },
      security: SECURITY,
      feedback: FEEDBACK,
      wallet: {
        isSingle: false,
        seamlessSecrets: { HOUSE: 'pdm_sw_3f9a6b1e0c4d8275a9e1f6b3d0c7a452' },
      },
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
      currency: 'BDT',
      currencySymbol: '৳',
      languages: ['bn', 'en'],
      defaultLanguage: 'bn',
      defaultTheme: 'dark',
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
      site: { primaryHost: 'lite.localhost', port: DEV_SITE_PORT },
      security: SECURITY,
      feedback: FEEDBACK,
      wallet: {
        isSingle: true,
        seamlessSecrets: { HOUSE: 'mgh_sw_7d41c0e95b8a2f63e1d9b4a07c5f28de' },
      },
    },
  },
];
