import type { ResultFormat } from '@site/contracts';
import type { PrizeMode } from '../schema.js';

export interface CategorySeed {
  gameType: string;
  name: { bn: string; en: string };
  vendors: Array<{ code: string; displayName: string; isHot?: boolean; accountTypeId: number }>;
}

/** Lobby categories in menu order with their vendors (node ids are derived when seeding). */
export const CATEGORY_SEEDS: CategorySeed[] = [
  {
    gameType: 'LIVE',
    name: { bn: 'লাইভ ক্যাসিনো', en: 'Live Casino' },
    vendors: [
      { code: 'EVO', displayName: 'Evolution', isHot: true, accountTypeId: 101 },
      { code: 'PPL', displayName: 'Pragmatic Play Live', isHot: true, accountTypeId: 102 },
      { code: 'SEXY', displayName: 'AE Sexy', accountTypeId: 103 },
      { code: 'EZUGI', displayName: 'Ezugi', accountTypeId: 104 },
      { code: 'DG', displayName: 'Dream Gaming', accountTypeId: 105 },
      { code: 'SA', displayName: 'SA Gaming', accountTypeId: 106 },
    ],
  },
  {
    gameType: 'SPORTS',
    name: { bn: 'স্পোর্টস', en: 'Sports' },
    vendors: [
      { code: 'SABA', displayName: 'Saba Sports', isHot: true, accountTypeId: 201 },
      { code: 'SBO', displayName: 'SBOBET', accountTypeId: 202 },
      { code: 'CMD', displayName: 'CMD368', accountTypeId: 203 },
      { code: 'BTI', displayName: 'BTi Sports', accountTypeId: 204 },
      { code: 'DS88', displayName: 'DS88 Cockfight', isHot: true, accountTypeId: 205 },
      { code: 'FB', displayName: 'FB Sports', accountTypeId: 206 },
    ],
  },
  {
    gameType: 'ESPORTS',
    name: { bn: 'ই-স্পোর্টস', en: 'E-Sports' },
    vendors: [
      { code: 'AV', displayName: 'AV Esports', accountTypeId: 301 },
      { code: 'AI', displayName: 'AI Esports', accountTypeId: 302 },
      { code: 'IMES', displayName: 'IM Esports', isHot: true, accountTypeId: 303 },
      { code: 'TF', displayName: 'TF Gaming', isHot: true, accountTypeId: 304 },
      { code: 'IA', displayName: 'IA Esports', accountTypeId: 305 },
    ],
  },
  {
    gameType: 'RNG',
    name: { bn: 'স্লট', en: 'Slots' },
    vendors: [
      { code: 'JILI', displayName: 'JILI', isHot: true, accountTypeId: 401 },
      { code: 'PG', displayName: 'PG Soft', isHot: true, accountTypeId: 402 },
      { code: 'PP', displayName: 'Pragmatic Play', accountTypeId: 403 },
      { code: 'FC', displayName: 'Fa Chai', accountTypeId: 404 },
      { code: 'JDB', displayName: 'JDB', accountTypeId: 405 },
      { code: 'SPADE', displayName: 'Spadegaming', accountTypeId: 406 },
      { code: 'CQ9', displayName: 'CQ9', accountTypeId: 407 },
      { code: 'RT', displayName: 'Red Tiger', accountTypeId: 408 },
      { code: 'HABA', displayName: 'Habanero', accountTypeId: 409 },
      // The house vendor: its games are served by this API (services/games/house).
      { code: 'HOUSE', displayName: 'Padma Originals', isHot: true, accountTypeId: 400 },
    ],
  },
  {
    gameType: 'FISH',
    name: { bn: 'ফিশিং', en: 'Fishing' },
    vendors: [
      { code: 'JILI', displayName: 'JILI Fishing', isHot: true, accountTypeId: 401 },
      { code: 'JDB', displayName: 'JDB Fishing', accountTypeId: 405 },
      { code: 'FC', displayName: 'Fa Chai Fishing', accountTypeId: 404 },
      { code: 'KA', displayName: 'KA Gaming', accountTypeId: 501 },
    ],
  },
  {
    gameType: 'PVP',
    name: { bn: 'পোকার', en: 'Poker' },
    vendors: [
      { code: 'KM', displayName: 'KingMaker', isHot: true, accountTypeId: 601 },
      { code: 'V8', displayName: 'V8 Poker', accountTypeId: 602 },
      { code: 'JILI', displayName: 'JILI Table', accountTypeId: 401 },
      { code: 'KY', displayName: 'Kaiyuan Gaming', accountTypeId: 603 },
    ],
  },
  {
    gameType: 'LOTT',
    name: { bn: 'লটারি', en: 'Lottery' },
    vendors: [
      { code: 'TCG', displayName: 'TCG Lottery', isHot: true, accountTypeId: 701 },
      { code: 'SEAL', displayName: 'SEA Lottery', accountTypeId: 702 },
      { code: 'VR', displayName: 'VR Lottery', accountTypeId: 703 },
    ],
  },
  {
    gameType: 'ELOTT',
    name: { bn: 'ই-লটারি', en: 'E-Lottery' },
    vendors: [
      { code: 'TCGE', displayName: 'TCG E-Lottery', isHot: true, accountTypeId: 711 },
      { code: 'WINGO', displayName: 'WinGo', accountTypeId: 712 },
      { code: 'KENO', displayName: 'Keno Live', accountTypeId: 713 },
    ],
  },
];

export interface LotterySeed {
  gameCode: string;
  name: { bn: string; en: string };
  prizeMode: PrizeMode;
  drawIntervalSeconds: number;
  vendor: string;
  /** Played here as a house game (issue 40 item 12); absent: not playable, so not listed. */
  resultFormat?: ResultFormat;
  /** A daily draw's time of day (seconds after 00:00 UTC). */
  drawOffsetSeconds?: number;
}

/** 24 popular lottery games, most popular first. */
export const LOTTERY_SEEDS: LotterySeed[] = [
  {
    gameCode: 'WINGO_1M',
    name: { bn: 'উইনগো ১ মিনিট', en: 'WinGo 1 Min' },
    prizeMode: 'Elott',
    drawIntervalSeconds: 60,
    vendor: 'TCGE',
    resultFormat: 'WINGO',
  },
  {
    gameCode: 'WINGO_3M',
    name: { bn: 'উইনগো ৩ মিনিট', en: 'WinGo 3 Min' },
    prizeMode: 'Elott',
    drawIntervalSeconds: 180,
    vendor: 'TCGE',
    resultFormat: 'WINGO',
  },
  {
    gameCode: 'WINGO_5M',
    name: { bn: 'উইনগো ৫ মিনিট', en: 'WinGo 5 Min' },
    prizeMode: 'Elott',
    drawIntervalSeconds: 300,
    vendor: 'TCGE',
    resultFormat: 'WINGO',
  },
  {
    gameCode: 'K3_1M',
    name: { bn: 'কে৩ ১ মিনিট', en: 'K3 Dice 1 Min' },
    prizeMode: 'Elott',
    drawIntervalSeconds: 60,
    vendor: 'TCGE',
    resultFormat: 'K3',
  },
  {
    gameCode: 'K3_3M',
    name: { bn: 'কে৩ ৩ মিনিট', en: 'K3 Dice 3 Min' },
    prizeMode: 'Elott',
    drawIntervalSeconds: 180,
    vendor: 'TCGE',
    resultFormat: 'K3',
  },
  {
    gameCode: 'KENO_2M',
    name: { bn: 'কেনো ২ মিনিট', en: 'Keno 2 Min' },
    prizeMode: 'Elott',
    drawIntervalSeconds: 120,
    vendor: 'KENO',
    resultFormat: 'KENO',
  },
  {
    gameCode: 'KENO_5M',
    name: { bn: 'কেনো ৫ মিনিট', en: 'Keno 5 Min' },
    prizeMode: 'Elott',
    drawIntervalSeconds: 300,
    vendor: 'KENO',
    resultFormat: 'KENO',
  },
  {
    gameCode: 'TRX_HASH_1M',
    name: { bn: 'ট্রন হ্যাশ ১ মিনিট', en: 'TRX Hash 1 Min' },
    prizeMode: 'Elott',
    drawIntervalSeconds: 60,
    vendor: 'WINGO',
    resultFormat: 'WINGO',
  },
  {
    gameCode: 'VN_MIEN_BAC',
    name: { bn: 'ভিয়েতনাম উত্তর', en: 'Vietnam North' },
    prizeMode: 'Lott',
    drawIntervalSeconds: 86_400,
    vendor: 'TCG',
    resultFormat: 'NORTH',
    drawOffsetSeconds: 40_500,
  },
  {
    gameCode: 'VN_MIEN_NAM',
    name: { bn: 'ভিয়েতনাম দক্ষিণ', en: 'Vietnam South' },
    prizeMode: 'Lott',
    drawIntervalSeconds: 86_400,
    vendor: 'TCG',
    resultFormat: 'SOUTH',
    drawOffsetSeconds: 33_300,
  },
  {
    gameCode: 'VN_MIEN_TRUNG',
    name: { bn: 'ভিয়েতনাম মধ্য', en: 'Vietnam Central' },
    prizeMode: 'Lott',
    drawIntervalSeconds: 86_400,
    vendor: 'TCG',
    resultFormat: 'SOUTH',
    drawOffsetSeconds: 36_900,
  },
  {
    gameCode: 'VN_FAST_45S',
    name: { bn: 'দ্রুত লটো ৪৫ সেকেন্ড', en: 'Fast Lotto 45 Sec' },
    prizeMode: 'Lott',
    drawIntervalSeconds: 45,
    vendor: 'TCG',
    resultFormat: 'NORTH',
  },
  {
    gameCode: 'VN_FAST_5M',
    name: { bn: 'দ্রুত লটো ৫ মিনিট', en: 'Fast Lotto 5 Min' },
    prizeMode: 'Lott',
    drawIntervalSeconds: 300,
    vendor: 'VR',
    resultFormat: 'NORTH',
  },
  {
    gameCode: 'ZY_PK10_1M',
    name: { bn: 'পিকে১০ ১ মিনিট', en: 'PK10 1 Min' },
    prizeMode: 'ZY',
    drawIntervalSeconds: 60,
    vendor: 'TCG',
    resultFormat: 'PK10',
  },
  {
    gameCode: 'ZY_SSC_1M',
    name: { bn: 'এসএসসি ১ মিনিট', en: 'SSC 1 Min' },
    prizeMode: 'ZY',
    drawIntervalSeconds: 60,
    vendor: 'TCG',
    resultFormat: 'SSC',
  },
  {
    gameCode: 'ZY_SSC_5M',
    name: { bn: 'এসএসসি ৫ মিনিট', en: 'SSC 5 Min' },
    prizeMode: 'ZY',
    drawIntervalSeconds: 300,
    vendor: 'TCG',
    resultFormat: 'SSC',
  },
  {
    gameCode: 'ZY_11X5_3M',
    name: { bn: '১১ পিক ৫ ৩ মিনিট', en: '11 Pick 5 3 Min' },
    prizeMode: 'ZY',
    drawIntervalSeconds: 180,
    vendor: 'VR',
  },
  {
    gameCode: 'ZY_FAST3_2M',
    name: { bn: 'ফাস্ট ৩ ২ মিনিট', en: 'Fast 3 2 Min' },
    prizeMode: 'ZY',
    drawIntervalSeconds: 120,
    vendor: 'VR',
    resultFormat: 'K3',
  },
  {
    gameCode: 'SEA_THAI_GOV',
    name: { bn: 'থাই সরকারি লটারি', en: 'Thai Government Lottery' },
    prizeMode: 'SEA',
    drawIntervalSeconds: 1_296_000,
    vendor: 'SEAL',
  },
  {
    gameCode: 'SEA_LAOS',
    name: { bn: 'লাওস লটারি', en: 'Laos Lottery' },
    prizeMode: 'SEA',
    drawIntervalSeconds: 86_400,
    vendor: 'SEAL',
  },
  {
    gameCode: 'SEA_MALAY_4D',
    name: { bn: 'মালয়েশিয়া ৪ডি', en: 'Malaysia 4D' },
    prizeMode: 'SEA',
    drawIntervalSeconds: 259_200,
    vendor: 'SEAL',
  },
  {
    gameCode: 'SEA_SG_4D',
    name: { bn: 'সিঙ্গাপুর ৪ডি', en: 'Singapore 4D' },
    prizeMode: 'SEA',
    drawIntervalSeconds: 259_200,
    vendor: 'SEAL',
  },
  {
    gameCode: 'SEA_HANOI_VIP',
    name: { bn: 'হ্যানয় ভিআইপি', en: 'Hanoi VIP' },
    prizeMode: 'SEA',
    drawIntervalSeconds: 86_400,
    vendor: 'SEAL',
    resultFormat: 'NORTH',
    drawOffsetSeconds: 41_400,
  },
  {
    gameCode: 'SEA_STOCK_DOW',
    name: { bn: 'ডাও জোন্স লটারি', en: 'Dow Jones Lottery' },
    prizeMode: 'SEA',
    drawIntervalSeconds: 86_400,
    vendor: 'SEAL',
  },
];

export interface RewardSeed {
  sku: string;
  name: { bn: string; en: string };
  points: bigint;
  stock: number;
  imageKey: string;
  category: 'voucher' | 'bonus' | 'gadget';
  details: { bn: string; en: string };
  maxPerRedemption: number;
}

export const REWARD_SEEDS: RewardSeed[] = [
  {
    sku: 'MOBILE_RECHARGE_100',
    name: { bn: 'মোবাইল রিচার্জ ৳১০০', en: 'Mobile recharge ৳100' },
    points: 500n,
    stock: 500,
    imageKey: 'rewards/mobile-recharge.png',
    category: 'voucher',
    details: {
      bn: 'মোবাইল নম্বরে ৳১০০ রিচার্জ, অনুমোদনের ২৪ ঘণ্টার মধ্যে পাঠানো হয়।',
      en: '৳100 of airtime to your registered mobile number, sent within 24 hours of approval.',
    },
    maxPerRedemption: 5,
  },
  {
    sku: 'FREE_SPINS_20',
    name: { bn: '২০টি ফ্রি স্পিন', en: '20 free spins' },
    points: 300n,
    stock: 1000,
    imageKey: 'rewards/free-spins.png',
    category: 'bonus',
    details: {
      bn: 'যেকোনো হাউস স্লটে ২০টি ফ্রি স্পিন, ৭ দিনের মধ্যে ব্যবহারযোগ্য।',
      en: '20 free spins on any house slot, to be used within 7 days.',
    },
    maxPerRedemption: 5,
  },
  {
    sku: 'BONUS_500',
    name: { bn: '৳৫০০ বোনাস ক্রেডিট', en: '৳500 bonus credit' },
    points: 2_000n,
    stock: 200,
    imageKey: 'rewards/bonus-credit.png',
    category: 'bonus',
    details: {
      bn: '৳৫০০ বোনাস ক্রেডিট আপনার ওয়ালেটে, ১ গুণ টার্নওভার সহ।',
      en: '৳500 of bonus credit to your wallet, with a 1× turnover requirement.',
    },
    maxPerRedemption: 3,
  },
  {
    sku: 'EARBUDS',
    name: { bn: 'ওয়্যারলেস ইয়ারবাডস', en: 'Wireless earbuds' },
    points: 8_000n,
    stock: 25,
    imageKey: 'rewards/earbuds.png',
    category: 'gadget',
    details: {
      bn: 'ব্লুটুথ ৫.৩ ওয়্যারলেস ইয়ারবাডস, আপনার ঠিকানায় পাঠানো হয়।',
      en: 'Bluetooth 5.3 wireless earbuds, delivered to your address.',
    },
    maxPerRedemption: 1,
  },
  {
    sku: 'SMART_WATCH',
    name: { bn: 'স্মার্ট ওয়াচ', en: 'Smart watch' },
    points: 15_000n,
    stock: 10,
    imageKey: 'rewards/smart-watch.png',
    category: 'gadget',
    details: {
      bn: 'হার্ট-রেট ও স্টেপ কাউন্টার সহ স্মার্ট ওয়াচ, আপনার ঠিকানায় পাঠানো হয়।',
      en: 'A smart watch with heart-rate and step tracking, delivered to your address.',
    },
    maxPerRedemption: 1,
  },
  {
    sku: 'SMARTPHONE',
    name: { bn: 'স্মার্টফোন', en: 'Smartphone' },
    points: 60_000n,
    stock: 3,
    imageKey: 'rewards/smartphone.png',
    category: 'gadget',
    details: {
      bn: '৬.৫ ইঞ্চি স্ক্রিনের স্মার্টফোন, আপনার ঠিকানায় পাঠানো হয়।',
      en: 'A smartphone with a 6.5-inch screen, delivered to your address.',
    },
    maxPerRedemption: 1,
  },
];
