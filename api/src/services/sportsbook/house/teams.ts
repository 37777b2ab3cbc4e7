import type { LocalizedText, Sport } from '@site/contracts';

/**
 * The house feed's invented competitions and teams, in Bengali and English. Any likeness to a
 * real club is the place name's: the teams, leagues and players are made up.
 */

export interface Team {
  code: string;
  name: LocalizedText;
}
export interface Competition {
  code: string;
  name: LocalizedText;
  /** The sport's format this competition plays (a cricket league: T20 or ODI). */
  format: string;
  teams: Team[];
}

const team = (code: string, en: string, bn: string): Team => ({ code, name: { en, bn } });

const CITIES: [string, string, string][] = [
  ['DHK', 'Dhaka', 'ঢাকা'],
  ['CTG', 'Chattogram', 'চট্টগ্রাম'],
  ['SYL', 'Sylhet', 'সিলেট'],
  ['KHL', 'Khulna', 'খুলনা'],
  ['RAJ', 'Rajshahi', 'রাজশাহী'],
  ['BAR', 'Barishal', 'বরিশাল'],
  ['RNG', 'Rangpur', 'রংপুর'],
  ['MYM', 'Mymensingh', 'ময়মনসিংহ'],
];
/** City teams with a sport's nickname: "Dhaka Tigers" / "ঢাকা টাইগার্স". */
const cityTeams = (nicknames: [string, string][]) =>
  CITIES.map(([code, en, bn], index) => {
    const [nickEn, nickBn] = nicknames[index % nicknames.length]!;
    return team(code, `${en} ${nickEn}`, `${bn} ${nickBn}`);
  });

const NATIONS = [
  team('BAN', 'Bangladesh XI', 'বাংলাদেশ একাদশ'),
  team('IND', 'India XI', 'ভারত একাদশ'),
  team('PAK', 'Pakistan XI', 'পাকিস্তান একাদশ'),
  team('SRL', 'Sri Lanka XI', 'শ্রীলঙ্কা একাদশ'),
  team('AFG', 'Afghanistan XI', 'আফগানিস্তান একাদশ'),
  team('ENG', 'England XI', 'ইংল্যান্ড একাদশ'),
  team('AUS', 'Australia XI', 'অস্ট্রেলিয়া একাদশ'),
  team('NZL', 'New Zealand XI', 'নিউজিল্যান্ড একাদশ'),
];

const esportsTeams = (names: [string, string, string][]) =>
  names.map(([code, en, bn]) => team(code, en, bn));
const ESPORTS_ROSTER: [string, string, string][] = [
  ['BNG', 'Bengal Vipers', 'বেঙ্গল ভাইপার্স'],
  ['PDM', 'Padma Phantoms', 'পদ্মা ফ্যান্টমস'],
  ['SDB', 'Sundarban Stalkers', 'সুন্দরবন স্টকার্স'],
  ['JMN', 'Jamuna Reapers', 'যমুনা রিপার্স'],
  ['MGN', 'Meghna Mavericks', 'মেঘনা ম্যাভেরিক্স'],
  ['KRN', 'Karnaphuli Kings', 'কর্ণফুলী কিংস'],
  ['TST', 'Teesta Titans', 'তিস্তা টাইটানস'],
  ['BUR', 'Buriganga Blaze', 'বুড়িগঙ্গা ব্লেজ'],
];

export const COMPETITIONS: Record<Sport, Competition[]> = {
  CRICKET: [
    {
      code: 'BTL',
      name: { en: 'Bangla T20 League', bn: 'বাংলা টি-টোয়েন্টি লিগ' },
      format: 'T20',
      teams: cityTeams([
        ['Tigers', 'টাইগার্স'],
        ['Royals', 'রয়্যালস'],
        ['Strikers', 'স্ট্রাইকার্স'],
        ['Warriors', 'ওয়ারিয়র্স'],
      ]),
    },
    {
      code: 'IODI',
      name: { en: 'International ODI Series', bn: 'আন্তর্জাতিক ওয়ানডে সিরিজ' },
      format: 'ODI',
      teams: NATIONS,
    },
  ],
  FOOTBALL: [
    {
      code: 'BPL',
      name: { en: 'Bangla Premier Football League', bn: 'বাংলা প্রিমিয়ার ফুটবল লিগ' },
      format: '90_MIN',
      teams: cityTeams([
        ['United', 'ইউনাইটেড'],
        ['City FC', 'সিটি এফসি'],
        ['Rovers', 'রোভার্স'],
        ['Athletic', 'অ্যাথলেটিক'],
      ]),
    },
  ],
  KABADDI: [
    {
      code: 'NKL',
      name: { en: 'National Kabaddi League', bn: 'জাতীয় কাবাডি লিগ' },
      format: '40_MIN',
      teams: cityTeams([
        ['Panthers', 'প্যান্থার্স'],
        ['Bulls', 'বুলস'],
      ]),
    },
  ],
  BASKETBALL: [
    {
      code: 'BBL',
      name: { en: 'Bay Basketball League', bn: 'বে বাস্কেটবল লিগ' },
      format: '48_MIN',
      teams: cityTeams([
        ['Hawks', 'হকস'],
        ['Giants', 'জায়ান্টস'],
      ]),
    },
  ],
  TENNIS: [
    {
      code: 'DOPEN',
      name: { en: 'Dhaka Open', bn: 'ঢাকা ওপেন' },
      format: 'BO3',
      teams: [
        team('RAHMAN', 'Arif Rahman', 'আরিফ রহমান'),
        team('HOSSAIN', 'Nabil Hossain', 'নাবিল হোসেন'),
        team('DAS', 'Sourav Das', 'সৌরভ দাস'),
        team('KHAN', 'Imran Khan', 'ইমরান খান'),
        team('SILVA', 'Dinesh Silva', 'দীনেশ সিলভা'),
        team('MEYER', 'Lukas Meyer', 'লুকাস মেয়ার'),
      ],
    },
  ],
  MLBB: [
    {
      code: 'MPLB',
      name: { en: 'Mobile Legends Bangla Pro League', bn: 'মোবাইল লেজেন্ডস বাংলা প্রো লিগ' },
      format: 'BO5',
      teams: esportsTeams(ESPORTS_ROSTER),
    },
  ],
  PUBGM: [
    {
      code: 'PMBC',
      name: { en: 'PUBG Mobile Bangla Clash', bn: 'পাবজি মোবাইল বাংলা ক্ল্যাশ' },
      format: 'BO3',
      teams: esportsTeams(ESPORTS_ROSTER),
    },
  ],
  DOTA2: [
    {
      code: 'DSAC',
      name: { en: 'Dota 2 South Asia Cup', bn: 'ডোটা ২ দক্ষিণ এশিয়া কাপ' },
      format: 'BO3',
      teams: esportsTeams(ESPORTS_ROSTER),
    },
  ],
  CS2: [
    {
      code: 'CSBM',
      name: { en: 'CS2 Bay Masters', bn: 'সিএস২ বে মাস্টার্স' },
      format: 'BO3',
      teams: esportsTeams(ESPORTS_ROSTER),
    },
  ],
  VALORANT: [
    {
      code: 'VDLB',
      name: { en: 'Valorant Delta League', bn: 'ভ্যালোরেন্ট ডেল্টা লিগ' },
      format: 'BO3',
      teams: esportsTeams(ESPORTS_ROSTER),
    },
  ],
};

const FIRST_NAMES: [string, string][] = [
  ['Tamim', 'তামিম'],
  ['Shakil', 'শাকিল'],
  ['Rakib', 'রাকিব'],
  ['Mehedi', 'মেহেদী'],
  ['Nayeem', 'নাঈম'],
  ['Towhid', 'তৌহিদ'],
  ['Jaker', 'জাকের'],
  ['Rishad', 'রিশাদ'],
  ['Tanzid', 'তানজিদ'],
  ['Mahfuz', 'মাহফুজ'],
  ['Sabbir', 'সাব্বির'],
  ['Ariful', 'আরিফুল'],
];
const LAST_NAMES: [string, string][] = [
  ['Islam', 'ইসলাম'],
  ['Hasan', 'হাসান'],
  ['Ahmed', 'আহমেদ'],
  ['Chowdhury', 'চৌধুরী'],
  ['Mia', 'মিয়া'],
  ['Sarkar', 'সরকার'],
  ['Uddin', 'উদ্দিন'],
  ['Karim', 'করিম'],
];

/** A cricket side's eleven (invented, fixed per team so a fixture's names never change). */
export function elevenOf(teamCode: string): LocalizedText[] {
  let hash = 0;
  for (const char of teamCode) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return Array.from({ length: 11 }, (_, index) => {
    const [firstEn, firstBn] = FIRST_NAMES[(hash + index * 5) % FIRST_NAMES.length]!;
    const [lastEn, lastBn] = LAST_NAMES[(hash + index * 3 + 1) % LAST_NAMES.length]!;
    return { en: `${firstEn} ${lastEn}`, bn: `${firstBn} ${lastBn}` };
  });
}
