import type { Transaction } from 'kysely';
import type {
  AnnouncementExecution,
  AnnouncementType,
  BannerGroup,
  LinkageType,
} from '../contentSchema.js';
import type { Database } from '../schema.js';
import { sanitizeHtml } from '../../services/content/sanitizeHtml.js';

/** Demo content (issue 4): banners, announcements, help centre, promotions, featured wins. */

interface Text {
  bn: string;
  en: string;
}
interface BannerCopy {
  title: Text;
  subtitle: Text;
  linkageType: LinkageType | null;
  link: string | null;
}

const B = (
  titleEn: string,
  titleBn: string,
  subEn: string,
  subBn: string,
  linkageType: LinkageType | null = null,
  link: string | null = null,
): BannerCopy => ({
  title: { en: titleEn, bn: titleBn },
  subtitle: { en: subEn, bn: subBn },
  linkageType,
  link,
});

export const BANNER_COPY: Record<BannerGroup, BannerCopy[]> = {
  w_home: [
    B(
      'Welcome bonus 100%',
      '১০০% স্বাগতম বোনাস',
      'Up to ৳10,000 on your first deposit',
      'প্রথম ডিপোজিটে ৳১০,০০০ পর্যন্ত',
      'ROUTE',
      '/promotions',
    ),
    B(
      'Cricket fever is here',
      'ক্রিকেট জ্বর শুরু',
      'Live odds on every ball',
      'প্রতিটি বলে লাইভ অডস',
      'ROUTE',
      '/sports',
    ),
    B(
      'Play anywhere',
      'যেকোনো জায়গায় খেলুন',
      'Get the app for Android and iOS',
      'অ্যান্ড্রয়েড ও আইওএস অ্যাপ নিন',
      'ROUTE',
      '/down',
    ),
  ],
  w_rng: [
    B(
      'Jackpot rising',
      'জ্যাকপট বাড়ছে',
      'Spin the slots for the grand prize',
      'বড় পুরস্কারের জন্য স্লট ঘোরান',
      'ROUTE',
      '/rng',
    ),
    B(
      'Free spins Friday',
      'শুক্রবার ফ্রি স্পিন',
      '20 free spins on new games',
      'নতুন গেমে ২০টি ফ্রি স্পিন',
      'ROUTE',
      '/promotions',
    ),
  ],
  w_live: [
    B(
      'Live baccarat',
      'লাইভ ব্যাকারাট',
      'Real dealers, 24 hours a day',
      'আসল ডিলার, ২৪ ঘণ্টা',
      'ROUTE',
      '/live',
    ),
    B('Teen Patti tables', 'তিন পাত্তি টেবিল', 'Join a table in one tap', 'এক ট্যাপে টেবিলে যোগ দিন'),
  ],
  w_fish: [
    B(
      'Fishing frenzy',
      'মাছ ধরার উন্মাদনা',
      'Catch the golden dragon',
      'সোনালি ড্রাগন ধরুন',
      'ROUTE',
      '/fish',
    ),
    B('Team up and shoot', 'দল বেঁধে শিকার', 'Four players, one ocean', 'চারজন খেলোয়াড়, এক সমুদ্র'),
  ],
  w_pvp: [
    B(
      'Poker nights',
      'পোকার রাত',
      'Daily tournaments at 9 pm',
      'প্রতিদিন রাত ৯টায় টুর্নামেন্ট',
      'ROUTE',
      '/pvp',
    ),
    B('Rummy championship', 'রামি চ্যাম্পিয়নশিপ', 'Climb the weekly ladder', 'সাপ্তাহিক তালিকায় উঠুন'),
  ],
  w_sports: [
    B(
      'Bet on the BPL',
      'বিপিএল-এ বাজি ধরুন',
      'Every match, every market',
      'প্রতিটি ম্যাচ, প্রতিটি মার্কেট',
      'ROUTE',
      '/sports',
    ),
    B(
      'Football accumulator boost',
      'ফুটবল অ্যাকুমুলেটর বুস্ট',
      'Up to 50% extra winnings',
      '৫০% পর্যন্ত অতিরিক্ত জয়',
    ),
  ],
  w_esports: [
    B(
      'Esports arena',
      'ই-স্পোর্টস অ্যারেনা',
      'Dota 2, CS2 and Valorant',
      'ডোটা ২, সিএস২ ও ভ্যালোরান্ট',
      'ROUTE',
      '/esports',
    ),
    B(
      'Mobile legends cup',
      'মোবাইল লেজেন্ডস কাপ',
      'Live odds all weekend',
      'পুরো সপ্তাহান্তে লাইভ অডস',
    ),
  ],
  w_lott: [
    B(
      'Dhaka lotto every 5 minutes',
      'প্রতি ৫ মিনিটে ঢাকা লটো',
      'Pick your lucky numbers',
      'আপনার ভাগ্যের সংখ্যা বাছুন',
      'ROUTE',
      '/elott',
    ),
    B('Big draw Sunday', 'রবিবার বড় ড্র', 'Triple prizes this week', 'এই সপ্তাহে তিনগুণ পুরস্কার'),
  ],
  w_down: [
    B(
      'Download the app',
      'অ্যাপ ডাউনলোড করুন',
      'Faster games, instant alerts',
      'দ্রুত গেম, তাৎক্ষণিক নোটিফিকেশন',
    ),
    B(
      'Lite app for iPhone',
      'আইফোনের জন্য লাইট অ্যাপ',
      'Install in under a minute',
      'এক মিনিটেরও কমে ইনস্টল',
    ),
  ],
  w_promotion: [
    B(
      'Weekly cashback',
      'সাপ্তাহিক ক্যাশব্যাক',
      'Up to 10% back every Monday',
      'প্রতি সোমবার ১০% পর্যন্ত ফেরত',
    ),
    B(
      'Refer a friend',
      'বন্ধুকে আমন্ত্রণ জানান',
      'Earn ৳300 for every friend',
      'প্রতিটি বন্ধুর জন্য ৳৩০০ পান',
    ),
  ],
  w_shop: [
    B(
      'Points mall',
      'পয়েন্ট মল',
      'Redeem points for real rewards',
      'পয়েন্ট দিয়ে আসল পুরস্কার নিন',
      'ROUTE',
      '/pointMall',
    ),
    B('Mobile recharge in seconds', 'সেকেন্ডেই মোবাইল রিচার্জ', 'From 500 points', '৫০০ পয়েন্ট থেকে'),
  ],
  w_help: [
    B('We are here 24/7', 'আমরা ২৪/৭ আছি', 'Answers to common questions', 'সাধারণ প্রশ্নের উত্তর'),
    B(
      'Play responsibly',
      'দায়িত্বের সাথে খেলুন',
      'Set limits that work for you',
      'নিজের জন্য সীমা ঠিক করুন',
    ),
  ],
  w_login: [
    B(
      'Welcome back',
      'আবার স্বাগতম',
      'Your favourite games are waiting',
      'আপনার প্রিয় গেম অপেক্ষা করছে',
    ),
    B(
      'Daily login reward',
      'দৈনিক লগইন পুরস্কার',
      'Collect points every day',
      'প্রতিদিন পয়েন্ট সংগ্রহ করুন',
    ),
  ],
  w_reg: [
    B(
      'Join in 30 seconds',
      '৩০ সেকেন্ডে যোগ দিন',
      'And get a 100% welcome bonus',
      'এবং ১০০% স্বাগতম বোনাস পান',
    ),
    B(
      'Safe and licensed',
      'নিরাপদ ও লাইসেন্সপ্রাপ্ত',
      'Your data is encrypted',
      'আপনার তথ্য এনক্রিপ্টেড',
    ),
  ],
};

interface AnnouncementSeed {
  code: string;
  type: AnnouncementType;
  execution: AnnouncementExecution;
  title: Text;
  html: Text;
  /** Days before the seed run. */
  ageDays: number;
}

const A = (
  code: string,
  type: AnnouncementType,
  execution: AnnouncementExecution,
  titleEn: string,
  titleBn: string,
  htmlEn: string,
  htmlBn: string,
  ageDays: number,
): AnnouncementSeed => ({
  code,
  type,
  execution,
  title: { en: titleEn, bn: titleBn },
  html: { en: htmlEn, bn: htmlBn },
  ageDays,
});

export const ANNOUNCEMENTS: AnnouncementSeed[] = [
  A(
    'maintenance-sun',
    'B',
    'A',
    'Scheduled maintenance on Sunday',
    'রবিবার নির্ধারিত রক্ষণাবেক্ষণ',
    '<p>Our systems will be upgraded on <strong>Sunday from 02:00 to 04:00</strong> (Dhaka time). Balances are safe.</p>',
    '<p>আমাদের সিস্টেম <strong>রবিবার রাত ২:০০ থেকে ৪:০০</strong> (ঢাকা সময়) পর্যন্ত আপগ্রেড করা হবে। আপনার ব্যালেন্স নিরাপদ।</p>',
    1,
  ),
  A(
    'bkash-fast',
    'B',
    'B',
    'bKash deposits now instant',
    'বিকাশ ডিপোজিট এখন তাৎক্ষণিক',
    '<p>bKash and Nagad deposits are now credited <em>within one minute</em>.</p>',
    '<p>বিকাশ ও নগদ ডিপোজিট এখন <em>এক মিনিটের মধ্যে</em> জমা হয়।</p>',
    2,
  ),
  A(
    'welcome-new',
    'PL',
    'F',
    'Welcome to {brand}!',
    '{brand}-এ স্বাগতম!',
    '<h3>Your first steps</h3><ol><li>Verify your mobile number</li><li>Make your first deposit</li><li>Claim the 100% welcome bonus</li></ol>',
    '<h3>আপনার প্রথম পদক্ষেপ</h3><ol><li>মোবাইল নম্বর যাচাই করুন</li><li>প্রথম ডিপোজিট করুন</li><li>১০০% স্বাগতম বোনাস নিন</li></ol>',
    3,
  ),
  A(
    'bpl-odds',
    'PL',
    'A',
    'BPL 2026: boosted odds',
    'বিপিএল ২০২৬: বাড়ানো অডস',
    '<p>Boosted odds on every BPL match this season. <a href="https://www.bcb-cricket.com/">Fixtures</a></p>',
    '<p>এই মৌসুমে প্রতিটি বিপিএল ম্যাচে বাড়ানো অডস। <a href="https://www.bcb-cricket.com/">সূচি</a></p>',
    4,
  ),
  A(
    'cashback-monday',
    'PU',
    'B',
    'Monday cashback is back',
    'সোমবারের ক্যাশব্যাক ফিরেছে',
    "<p>Get up to <strong>10%</strong> of last week's net losses back every Monday.</p>",
    '<p>প্রতি সোমবার গত সপ্তাহের নিট ক্ষতির <strong>১০%</strong> পর্যন্ত ফেরত পান।</p>',
    5,
  ),
  A(
    'vip-service',
    'PU',
    'A',
    'New VIP service desk',
    'নতুন ভিআইপি সেবা ডেস্ক',
    '<p>Members from VIP level 5 now have a dedicated service agent.</p>',
    '<p>ভিআইপি লেভেল ৫ থেকে সদস্যরা এখন নিজস্ব সেবা এজেন্ট পাবেন।</p>',
    6,
  ),
  A(
    'security-tips',
    'PR',
    'A',
    'Keep your account safe',
    'আপনার অ্যাকাউন্ট নিরাপদ রাখুন',
    '<ul><li>Never share your password or SMS code</li><li>Our staff will never ask for it</li></ul>',
    '<ul><li>পাসওয়ার্ড বা এসএমএস কোড কখনো শেয়ার করবেন না</li><li>আমাদের কর্মীরা কখনো তা চাইবে না</li></ul>',
    7,
  ),
  A(
    'responsible',
    'PR',
    'B',
    'Play responsibly',
    'দায়িত্বের সাথে খেলুন',
    "<p>Set deposit, loss and wager limits, a reality check or a break under Responsible gaming in the member centre. Players must be of the site's minimum age.</p>",
    '<p>সদস্য কেন্দ্রের দায়িত্বশীল খেলা থেকে ডিপোজিট, ক্ষতি ও বাজির সীমা, রিয়েলিটি চেক বা বিরতি ঠিক করুন। খেলোয়াড়দের সাইটের ন্যূনতম বয়স হতে হবে।</p>',
    8,
  ),
  A(
    'holiday-hours',
    'H',
    'A',
    'Eid holiday withdrawals',
    'ঈদের ছুটিতে উত্তোলন',
    '<p>Withdrawals during the Eid holidays may take up to <strong>6 hours</strong>.</p>',
    '<p>ঈদের ছুটিতে উত্তোলনে <strong>৬ ঘণ্টা</strong> পর্যন্ত সময় লাগতে পারে।</p>',
    9,
  ),
  A(
    'new-slots',
    'H',
    'B',
    'Ten new slot games',
    'দশটি নতুন স্লট গেম',
    '<p>Try ten new slots from JILI and PG this week.</p>',
    '<p>এই সপ্তাহে জিলি ও পিজির দশটি নতুন স্লট খেলুন।</p>',
    10,
  ),
  A(
    'app-update',
    'B',
    'F',
    'Update your app',
    'আপনার অ্যাপ আপডেট করুন',
    '<p>Version 3.2 brings faster game loading. Update from the download page.</p>',
    '<p>সংস্করণ ৩.২ গেম দ্রুত লোড করে। ডাউনলোড পেজ থেকে আপডেট করুন।</p>',
    11,
  ),
  A(
    'agent-program',
    'PL',
    'B',
    'Become an agent',
    'এজেন্ট হন',
    '<h4>Earn every week</h4><p>Invite players and earn commission on their activity.</p>',
    '<h4>প্রতি সপ্তাহে আয় করুন</h4><p>খেলোয়াড় আমন্ত্রণ জানান এবং তাদের কার্যকলাপে কমিশন পান।</p>',
    12,
  ),
  // Enough visitor (B) announcements for a second page of the popup (7 a page, spec §9).
  A(
    'nagad-withdraw',
    'B',
    'B',
    'Nagad withdrawals in 15 minutes',
    '১৫ মিনিটে নগদ উত্তোলন',
    '<p>Withdrawals to <strong>Nagad</strong> now arrive within 15 minutes, around the clock.</p>',
    '<p><strong>নগদে</strong> উত্তোলন এখন দিন-রাত ১৫ মিনিটের মধ্যে পৌঁছায়।</p>',
    13,
  ),
  A(
    'bpl-season',
    'PU',
    'B',
    'BPL season: odds on every match',
    'বিপিএল মৌসুম: প্রতিটি ম্যাচে অডস',
    '<p>Bet on every Bangladesh Premier League match, with live odds during play.</p>',
    '<p>বাংলাদেশ প্রিমিয়ার লিগের প্রতিটি ম্যাচে বাজি ধরুন, খেলা চলাকালীন লাইভ অডস সহ।</p>',
    14,
  ),
  A(
    'support-hours',
    'H',
    'B',
    'Customer service 24 hours a day',
    'দিনে ২৪ ঘণ্টা গ্রাহক সেবা',
    '<p>Our team answers live chat in Bengali and English, every hour of every day.</p>',
    '<p>আমাদের দল প্রতিদিন প্রতি ঘণ্টায় বাংলা ও ইংরেজিতে লাইভ চ্যাটে উত্তর দেয়।</p>',
    15,
  ),
  A(
    'android-app-3-2',
    'H',
    'B',
    'New Android app version',
    'অ্যান্ড্রয়েড অ্যাপের নতুন সংস্করণ',
    '<p>Version 3.2 opens games faster and uses less data. Update from the download page.</p>',
    '<p>সংস্করণ ৩.২ গেম দ্রুত খোলে এবং কম ডেটা খরচ করে। ডাউনলোড পাতা থেকে আপডেট করুন।</p>',
    16,
  ),
  A(
    'fishing-tournament',
    'PR',
    'B',
    'Fishing tournament this weekend',
    'এই সপ্তাহান্তে ফিশিং টুর্নামেন্ট',
    '<p>Catch the most points in JILI and JDB fishing games and share the prize pool.</p>',
    '<p>জিলি ও জেডিবি ফিশিং গেমে সবচেয়ে বেশি পয়েন্ট ধরুন এবং পুরস্কারের অংশ নিন।</p>',
    17,
  ),
  A(
    'verify-phone',
    'B',
    'B',
    'Verify your phone number',
    'আপনার ফোন নম্বর যাচাই করুন',
    '<p>A verified number keeps your account safe and speeds up withdrawals.</p>',
    '<p>যাচাই করা নম্বর আপনার অ্যাকাউন্ট নিরাপদ রাখে এবং উত্তোলন দ্রুত করে।</p>',
    18,
  ),
];

/**
 * The agents' own announcements (audience AGENTS, migration 0028): the agent centre shows them
 * first, the site's lists never. The first brand only.
 */
export const AGENT_ANNOUNCEMENTS: AnnouncementSeed[] = [
  A(
    'agent-salary-5min',
    'B',
    'A',
    'Real-time salary now settles every 5 minutes',
    'রিয়েল-টাইম বেতন এখন প্রতি ৫ মিনিটে নিষ্পত্তি হয়',
    '<p>Agents with a real-time salary contract are now paid for each <strong>5-minute window</strong> of settled rounds. See every payout under <strong>My income</strong>.</p>',
    '<p>রিয়েল-টাইম বেতন চুক্তি থাকা এজেন্টরা এখন নিষ্পত্তি হওয়া রাউন্ডের প্রতিটি <strong>৫ মিনিটের</strong> জন্য অর্থ পান। প্রতিটি পরিশোধ <strong>আমার আয়</strong> অংশে দেখুন।</p>',
    0,
  ),
  A(
    'agent-invite-qr',
    'B',
    'A',
    'Invite with your QR code',
    'আপনার কিউআর কোড দিয়ে আমন্ত্রণ জানান',
    '<p>Open <strong>Register account</strong> to copy your referral link or show its QR code: everyone who joins through it becomes your direct downline.</p>',
    '<p>আপনার রেফারেল লিংক কপি করতে বা তার কিউআর কোড দেখাতে <strong>অ্যাকাউন্ট নিবন্ধন</strong> খুলুন: এর মাধ্যমে যে-ই যোগ দেন, তিনি আপনার সরাসরি ডাউনলাইন হন।</p>',
    2,
  ),
];

/** Brand 2 (a lighter brand) gets a few of them. */
const BRAND2_ANNOUNCEMENTS = [
  'maintenance-sun',
  'bkash-fast',
  'welcome-new',
  'security-tips',
  'responsible',
];

const H = (code: string, titleEn: string, titleBn: string, htmlEn: string, htmlBn: string) => ({
  code,
  title: { en: titleEn, bn: titleBn },
  html: { en: htmlEn, bn: htmlBn },
});

export const HELP_CENTRE = [
  {
    code: 'deposits',
    name: { en: 'Deposits', bn: 'ডিপোজিট' },
    articles: [
      H(
        'how-to-deposit',
        'How do I deposit?',
        'কীভাবে ডিপোজিট করব?',
        '<ol><li>Open <strong>Deposit</strong></li><li>Choose bKash, Nagad or Rocket</li><li>Enter the amount and confirm on your phone</li></ol>',
        '<ol><li><strong>ডিপোজিট</strong> খুলুন</li><li>বিকাশ, নগদ বা রকেট বাছুন</li><li>পরিমাণ লিখে ফোনে নিশ্চিত করুন</li></ol>',
      ),
      H(
        'deposit-missing',
        'My deposit has not arrived',
        'আমার ডিপোজিট আসেনি',
        '<p>Most deposits arrive within a minute. If not, send the transaction ID to customer service.</p>',
        '<p>বেশিরভাগ ডিপোজিট এক মিনিটে আসে। না এলে ট্রানজেকশন আইডি গ্রাহক সেবায় পাঠান।</p>',
      ),
      H(
        'deposit-limits',
        'Minimum and maximum deposit',
        'সর্বনিম্ন ও সর্বোচ্চ ডিপোজিট',
        '<p>The minimum deposit is ৳200 and the maximum ৳50,000 per transaction.</p>',
        '<p>সর্বনিম্ন ডিপোজিট ৳২০০ এবং প্রতি লেনদেনে সর্বোচ্চ ৳৫০,০০০।</p>',
      ),
    ],
  },
  {
    code: 'withdrawals',
    name: { en: 'Withdrawals', bn: 'উত্তোলন' },
    articles: [
      H(
        'how-to-withdraw',
        'How do I withdraw?',
        'কীভাবে টাকা তুলব?',
        '<p>Open <strong>Withdraw</strong>, choose your wallet and enter the amount. Your name must match the account.</p>',
        '<p><strong>উত্তোলন</strong> খুলুন, ওয়ালেট বাছুন ও পরিমাণ লিখুন। নাম অ্যাকাউন্টের সাথে মিলতে হবে।</p>',
      ),
      H(
        'withdraw-time',
        'How long does a withdrawal take?',
        'উত্তোলনে কত সময় লাগে?',
        '<p>Usually under 30 minutes; on holidays up to 6 hours.</p>',
        '<p>সাধারণত ৩০ মিনিটের কম; ছুটির দিনে ৬ ঘণ্টা পর্যন্ত।</p>',
      ),
      H(
        'turnover',
        'What is the turnover requirement?',
        'টার্নওভার শর্ত কী?',
        '<p>Bonus money must be wagered the stated number of times before it can be withdrawn.</p>',
        '<p>বোনাসের টাকা তোলার আগে নির্দিষ্ট সংখ্যক বার বাজি ধরতে হবে।</p>',
      ),
    ],
  },
  {
    code: 'account-security',
    name: { en: 'Account security', bn: 'অ্যাকাউন্ট নিরাপত্তা' },
    articles: [
      H(
        'change-password',
        'How do I change my password?',
        'কীভাবে পাসওয়ার্ড বদলাব?',
        '<p>Go to <strong>Profile → Change password</strong>. All other sessions are signed out.</p>',
        '<p><strong>প্রোফাইল → পাসওয়ার্ড পরিবর্তন</strong>-এ যান। অন্য সব সেশন বন্ধ হয়ে যাবে।</p>',
      ),
      H(
        'forgot-password',
        'I forgot my password',
        'পাসওয়ার্ড ভুলে গেছি',
        '<p>Use <em>Forgot password</em> on the login screen to get a reset link or an SMS code.</p>',
        '<p>লগইন স্ক্রিনে <em>পাসওয়ার্ড ভুলে গেছেন</em> ব্যবহার করে রিসেট লিংক বা এসএমএস কোড নিন।</p>',
      ),
      H(
        'phishing',
        'Spotting fake messages',
        'ভুয়া বার্তা চেনার উপায়',
        '<ul><li>We never ask for your password</li><li>Check the site address before logging in</li></ul>',
        '<ul><li>আমরা কখনো পাসওয়ার্ড চাই না</li><li>লগইনের আগে সাইটের ঠিকানা যাচাই করুন</li></ul>',
      ),
    ],
  },
  {
    code: 'responsible-gaming',
    name: { en: 'Responsible gaming', bn: 'দায়িত্বশীল খেলা' },
    articles: [
      H(
        'limits',
        'Setting limits',
        'সীমা নির্ধারণ',
        '<p>Open <strong>Responsible gaming</strong> in the member centre (or from the deposit page or the footer) to set deposit, loss and wager limits per day, week or month, and a session time limit. Lowering a limit takes effect at once; raising or removing one takes effect only after 24 hours and your confirmation then.</p>',
        '<p>সদস্য কেন্দ্রে (বা ডিপোজিট পাতা বা ফুটার থেকে) <strong>দায়িত্বশীল খেলা</strong> খুলে দিন, সপ্তাহ বা মাস অনুযায়ী ডিপোজিট, ক্ষতি ও বাজির সীমা এবং সেশনের সময়সীমা ঠিক করুন। সীমা কমালে সাথে সাথে কার্যকর হয়; বাড়ালে বা তুলে দিলে ২৪ ঘণ্টা পরে আপনার নিশ্চিতকরণে কার্যকর হয়।</p>',
      ),
      H(
        'reality-check',
        'Reality check',
        'রিয়েলিটি চেক',
        '<p>Every 15, 30 or 60 minutes (your choice) a reminder shows how long you have played and your net result since you logged in, even over a game, with the choice to carry on, see your history or log out.</p>',
        '<p>প্রতি ১৫, ৩০ বা ৬০ মিনিটে (আপনার পছন্দে) একটি বার্তা দেখায় আপনি কতক্ষণ খেলছেন এবং লগইনের পর থেকে আপনার নিট ফল, খেলার উপরেও; চালিয়ে যাওয়া, ইতিহাস দেখা বা লগআউটের সুযোগসহ।</p>',
      ),
      H(
        'self-exclusion',
        'Taking a break',
        'বিরতি নেওয়া',
        '<p>In <strong>Responsible gaming</strong> you can take a time-out of 24 hours to 6 weeks, or exclude yourself for 6 months, 1 year, 5 years or for good. It starts at once, ends every session and cannot be shortened; you can still withdraw your balance. It covers every site of the same licence group. After a self-exclusion ends, ask to return and your account opens 24 hours later.</p>',
        '<p><strong>দায়িত্বশীল খেলা</strong>-তে ২৪ ঘণ্টা থেকে ৬ সপ্তাহের বিরতি নিতে পারেন, অথবা ৬ মাস, ১ বছর, ৫ বছর বা স্থায়ীভাবে নিজেকে বাদ রাখতে পারেন। এটি সাথে সাথে শুরু হয়, সব সেশন শেষ করে এবং কমানো যায় না; তবু ব্যালেন্স তুলতে পারবেন। একই লাইসেন্স গ্রুপের সব সাইটে এটি প্রযোজ্য। স্ব-বর্জন শেষ হলে ফেরার অনুরোধ করুন, ২৪ ঘণ্টা পরে অ্যাকাউন্ট খুলবে।</p>',
      ),
      H(
        'statement',
        'Your account history',
        'আপনার অ্যাকাউন্টের ইতিহাস',
        '<p>The member centre shows a 90-day statement of your deposits, withdrawals, bets and results with your net result per month, and downloads it as a CSV file.</p>',
        '<p>সদস্য কেন্দ্রে আপনার ডিপোজিট, উত্তোলন, বাজি ও ফলাফলের ৯০ দিনের বিবরণী এবং মাসভিত্তিক নিট ফল দেখায়, এবং এটি CSV ফাইল হিসেবে ডাউনলোড করা যায়।</p>',
      ),
      H(
        'age',
        'Age requirement',
        'বয়সের শর্ত',
        "<p>You must be of this site's minimum age to play: 18 or 21, as the registration form says. We may ask for proof of age; an account found under age is closed and its balance returned.</p>",
        '<p>খেলতে এই সাইটের ন্যূনতম বয়স হতে হবে: ১৮ বা ২১, নিবন্ধন ফর্মে যেমন লেখা আছে। আমরা বয়সের প্রমাণ চাইতে পারি; কম বয়সী পাওয়া গেলে অ্যাকাউন্ট বন্ধ করে ব্যালেন্স ফেরত দেওয়া হয়।</p>',
      ),
    ],
  },
  {
    code: 'agents',
    name: { en: 'Agents', bn: 'এজেন্ট' },
    articles: [
      H(
        'become-agent',
        'How do I become an agent?',
        'কীভাবে এজেন্ট হব?',
        '<p>Contact customer service; once approved your invitation link appears in the agent centre.</p>',
        '<p>গ্রাহক সেবায় যোগাযোগ করুন; অনুমোদনের পর এজেন্ট সেন্টারে আমন্ত্রণ লিংক দেখাবে।</p>',
      ),
      H(
        'commission',
        'How is commission paid?',
        'কমিশন কীভাবে দেওয়া হয়?',
        "<p>Commission is calculated weekly from your team's valid bets and paid every Monday.</p>",
        '<p>আপনার দলের বৈধ বাজি থেকে সাপ্তাহিক কমিশন হিসাব করে প্রতি সোমবার দেওয়া হয়।</p>',
      ),
      H(
        'downline',
        'Registering a downline',
        'ডাউনলাইন নিবন্ধন',
        '<p>Use <strong>Register account</strong> in the agent centre or share your invitation code.</p>',
        '<p>এজেন্ট সেন্টারে <strong>অ্যাকাউন্ট নিবন্ধন</strong> ব্যবহার করুন বা আমন্ত্রণ কোড শেয়ার করুন।</p>',
      ),
    ],
  },
];

interface PromotionSeed {
  code: string;
  category: string;
  title: Text;
  summary: Text;
  body: Text;
  requiresApplication: boolean;
  /** Days from the seed run (negative: in the past). */
  startDays: number;
  endDays: number | null;
}

const P = (
  code: string,
  category: string,
  requiresApplication: boolean,
  startDays: number,
  endDays: number | null,
  title: Text,
  summary: Text,
  body: Text,
): PromotionSeed => ({
  code,
  category,
  requiresApplication,
  startDays,
  endDays,
  title,
  summary,
  body,
});

export const PROMOTIONS: PromotionSeed[] = [
  P(
    'WELCOME100',
    'NEW',
    true,
    -60,
    300,
    { en: '100% welcome bonus', bn: '১০০% স্বাগতম বোনাস' },
    { en: 'Double your first deposit up to ৳10,000', bn: 'প্রথম ডিপোজিট দ্বিগুণ, ৳১০,০০০ পর্যন্ত' },
    {
      en: '<h3>How it works</h3><ol><li>Deposit at least ৳500</li><li>Apply here with a screenshot of the deposit</li><li>The bonus is credited after review</li></ol><p>Turnover: 10×.</p>',
      bn: '<h3>কীভাবে কাজ করে</h3><ol><li>কমপক্ষে ৳৫০০ ডিপোজিট করুন</li><li>ডিপোজিটের স্ক্রিনশট দিয়ে এখানে আবেদন করুন</li><li>যাচাইয়ের পর বোনাস জমা হবে</li></ol><p>টার্নওভার: ১০×।</p>',
    },
  ),
  P(
    'DAILY_RAFFLE',
    'DAILY',
    false,
    -30,
    365,
    { en: 'Daily raffle ticket', bn: 'দৈনিক র‍্যাফেল টিকিট' },
    { en: "Claim a free ticket for tonight's draw", bn: 'আজ রাতের ড্রয়ের জন্য বিনামূল্যে টিকিট নিন' },
    {
      en: '<p>One free ticket per member. The draw is at <strong>22:00</strong>.</p>',
      bn: '<p>প্রতি সদস্য একটি বিনামূল্যে টিকিট। ড্র <strong>রাত ১০:০০</strong>-এ।</p>',
    },
  ),
  P(
    'CASHBACK10',
    'WEEKLY',
    true,
    -90,
    275,
    { en: '10% weekly cashback', bn: '১০% সাপ্তাহিক ক্যাশব্যাক' },
    { en: 'Up to ৳5,000 back on net losses', bn: 'নিট ক্ষতিতে ৳৫,০০০ পর্যন্ত ফেরত' },
    {
      en: '<p>Apply on Monday with your user ID in the comment. Paid within 24 hours.</p>',
      bn: '<p>সোমবার মন্তব্যে আপনার ইউজার আইডি দিয়ে আবেদন করুন। ২৪ ঘণ্টার মধ্যে দেওয়া হয়।</p>',
    },
  ),
  P(
    'BPL_FREEBET',
    'SPORTS',
    false,
    -10,
    60,
    { en: 'BPL free bet', bn: 'বিপিএল ফ্রি বেট' },
    { en: 'A ৳100 free bet for the opening match', bn: 'উদ্বোধনী ম্যাচে ৳১০০ ফ্রি বেট' },
    {
      en: '<p>Claim once and use it on any BPL market.</p>',
      bn: '<p>একবার নিন এবং যেকোনো বিপিএল মার্কেটে ব্যবহার করুন।</p>',
    },
  ),
  P(
    'EID_SPECIAL',
    'SEASONAL',
    true,
    14,
    30,
    { en: 'Eid special reload', bn: 'ঈদ স্পেশাল রিলোড' },
    { en: '50% reload bonus during Eid', bn: 'ঈদে ৫০% রিলোড বোনাস' },
    { en: '<p>Opens two weeks before Eid.</p>', bn: '<p>ঈদের দুই সপ্তাহ আগে শুরু হবে।</p>' },
  ),
  P(
    'NEWYEAR_2025',
    'SEASONAL',
    true,
    -400,
    -300,
    { en: 'New Year 2025 bonus', bn: 'নববর্ষ ২০২৫ বোনাস' },
    { en: 'This promotion has ended', bn: 'এই প্রমোশন শেষ হয়েছে' },
    { en: '<p>Thank you for taking part.</p>', bn: '<p>অংশগ্রহণের জন্য ধন্যবাদ।</p>' },
  ),
];

const FEATURED_GAMES: [string, string, string][] = [
  ['RNG', 'Super Ace', 'JILI'],
  ['RNG', 'Fortune Gems', 'JILI'],
  ['LIVE', 'Crazy Time', 'EVO'],
  ['FISH', 'Royal Fishing', 'JILI'],
  ['LIVE', 'Baccarat A', 'SEXY'],
  ['PVP', 'Teen Patti', 'KM'],
  ['RNG', 'Mahjong Ways 2', 'PG'],
  ['ELOTT', 'Dhaka Lotto 5', 'HOUSE'],
  ['SPORTS', 'BPL: Comilla v Dhaka', 'SABA'],
  ['RNG', 'Aviator', 'SPRIBE'],
];
const FEATURED_NAMES = [
  'rahim88',
  'shuvo_bd',
  'tanvir21',
  'nusrat7',
  'arif_khan',
  'mim2024',
  'sabbir99',
  'joya_r',
  'habib01',
  'rakib_45',
  'sadia_s',
  'imran77',
  'mahi12',
  'fahim_ctg',
  'nadia_x',
  'sohel33',
  'rumana5',
  'kamal_dk',
  'polash9',
  'tithi_22',
];

function days(now: Date, n: number): Date {
  return new Date(now.getTime() + n * 24 * 60 * 60 * 1000);
}

export async function seedContent(
  trx: Transaction<Database>,
  brandId: string,
  merchantCode: string,
  brandName: string,
  now: Date,
): Promise<void> {
  const prefix = merchantCode.toLowerCase();
  const brandOrdinal = merchantCode === 'PADMA' ? 0 : 1;

  const bannerRows = Object.entries(BANNER_COPY).flatMap(([group, copies]) =>
    copies.map((copy, index) => ({
      brand_id: brandId,
      group_name: group as BannerGroup,
      image_key: `${prefix}-${group.slice(2)}-${index + 1}`,
      title_bn: copy.title.bn,
      title_en: copy.title.en,
      subtitle_bn: copy.subtitle.bn,
      subtitle_en: copy.subtitle.en,
      linkage_type: copy.linkageType,
      link: copy.link,
      sort_order: index,
    })),
  );
  await trx
    .insertInto('banners')
    .values(bannerRows)
    .onConflict((oc) => oc.column('image_key').doNothing())
    .execute();

  const announcements =
    brandOrdinal === 0
      ? ANNOUNCEMENTS
      : ANNOUNCEMENTS.filter((item) => BRAND2_ANNOUNCEMENTS.includes(item.code));
  const forAgents = brandOrdinal === 0 ? AGENT_ANNOUNCEMENTS : [];
  await trx
    .insertInto('announcements')
    .values(
      [
        ...announcements.map((item, index) => ({
          item,
          sortOrder: index,
          audience: 'ALL' as const,
        })),
        // Ahead of the rest in the agent centre's list.
        ...forAgents.map((item, index) => ({
          item,
          sortOrder: index - forAgents.length,
          audience: 'AGENTS' as const,
        })),
      ].map(({ item, sortOrder, audience }) => ({
        brand_id: brandId,
        audience,
        code: item.code,
        type: item.type,
        execution: item.execution,
        title_bn: item.title.bn.replace('{brand}', brandName),
        title_en: item.title.en.replace('{brand}', brandName),
        content_html_bn: sanitizeHtml(item.html.bn),
        content_html_en: sanitizeHtml(item.html.en),
        start_at: days(now, -item.ageDays),
        end_at: null,
        sort_order: sortOrder,
      })),
    )
    .onConflict((oc) => oc.columns(['brand_id', 'code']).doNothing())
    .execute();

  for (const [index, category] of HELP_CENTRE.entries()) {
    await trx
      .insertInto('help_categories')
      .values({
        brand_id: brandId,
        code: category.code,
        name_bn: category.name.bn,
        name_en: category.name.en,
        sort_order: index,
      })
      .onConflict((oc) => oc.columns(['brand_id', 'code']).doNothing())
      .execute();
    const { id: categoryId } = await trx
      .selectFrom('help_categories')
      .select('id')
      .where('brand_id', '=', brandId)
      .where('code', '=', category.code)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('help_articles')
      .values(
        category.articles.map((article, articleIndex) => ({
          category_id: categoryId,
          code: article.code,
          title_bn: article.title.bn,
          title_en: article.title.en,
          content_html_bn: sanitizeHtml(article.html.bn),
          content_html_en: sanitizeHtml(article.html.en),
          sort_order: articleIndex,
        })),
      )
      .onConflict((oc) => oc.columns(['category_id', 'code']).doNothing())
      .execute();
  }

  await trx
    .insertInto('promotions')
    .values(
      PROMOTIONS.map((promo, index) => ({
        brand_id: brandId,
        code: promo.code,
        category: promo.category,
        title_bn: promo.title.bn,
        title_en: promo.title.en,
        summary_bn: promo.summary.bn,
        summary_en: promo.summary.en,
        body_html_bn: sanitizeHtml(promo.body.bn),
        body_html_en: sanitizeHtml(promo.body.en),
        image_key: `${prefix}-promo-${promo.code.toLowerCase().replace(/_/g, '-')}`,
        starts_at: days(now, promo.startDays),
        ends_at: promo.endDays === null ? null : days(now, promo.endDays),
        requires_application: promo.requiresApplication,
        sort_order: index,
      })),
    )
    .onConflict((oc) => oc.columns(['brand_id', 'code']).doNothing())
    .execute();

  // Marketing rows for the winner board (clearly not money; see README).
  await trx
    .insertInto('featured_wins')
    .values(
      FEATURED_NAMES.map((account, index) => {
        const [category, game, vendor] =
          FEATURED_GAMES[(index + brandOrdinal * 3) % FEATURED_GAMES.length]!;
        const amount = 1_500 + ((index * 7_919 + brandOrdinal * 104_729) % 248_000);
        return {
          brand_id: brandId,
          code: `featured-${index + 1}`,
          account,
          game_category: category,
          game_name: game,
          vendor,
          win_minor: String(amount * 100 + ((index * 37) % 100)),
          won_at: new Date(now.getTime() - (index + 1) * 17 * 60 * 1000),
        };
      }),
    )
    .onConflict((oc) => oc.columns(['brand_id', 'code']).doNothing())
    .execute();
}
