import { sql } from 'kysely';
import type { Database } from '../schema.js';
import { maxPayoutMultiplierFor } from '../../services/games/maxPayout.js';
import { CATEGORY_SEEDS, LOTTERY_SEEDS } from './games.js';

/**
 * The generated game catalogue (issue 5): about 10,000 games over every category, built
 * deterministically (same input → same node ids, names and order) so reseeding is a no-op and
 * every fresh test database holds the same catalogue. Names come from word lists with real
 * Bengali translations, combined per game.
 */

export interface GameSeedRow {
  node_id: number;
  vassalage: string;
  game_type: string;
  game_classify: string;
  game_code: string;
  name_en: string;
  name_bn: string;
  min_bet_minor: number;
  min_line_num: number;
  is_game: 'GAME' | 'VASSALAGE';
  default_play_type: string;
  sort_order: number;
  hot_rank: number | null;
  status: 'ACTIVE' | 'MAINTENANCE';
  max_payout_multiplier: number;
}

type Word = readonly [en: string, bn: string];

const ADJECTIVES: Word[] = [
  ['Golden', 'সোনালি'],
  ['Lucky', 'ভাগ্যবান'],
  ['Mighty', 'পরাক্রমী'],
  ['Wild', 'বুনো'],
  ['Royal', 'রাজকীয়'],
  ['Mystic', 'রহস্যময়'],
  ['Fiery', 'জ্বলন্ত'],
  ['Frozen', 'হিমশীতল'],
  ['Sweet', 'মিষ্টি'],
  ['Magic', 'জাদুকরী'],
  ['Ancient', 'প্রাচীন'],
  ['Crazy', 'পাগলা'],
  ['Super', 'সুপার'],
  ['Mega', 'মেগা'],
  ['Diamond', 'হীরার'],
  ['Silver', 'রুপালি'],
  ['Jade', 'জেড'],
  ["Dragon's", 'ড্রাগনের'],
  ["Tiger's", 'বাঘের'],
  ["Pirate's", 'জলদস্যুর'],
  ['Emerald', 'পান্নার'],
  ['Ruby', 'রুবি'],
  ['Sapphire', 'নীলকান্ত'],
  ['Thunder', 'বজ্র'],
  ['Cosmic', 'মহাজাগতিক'],
  ['Jungle', 'জঙ্গলের'],
  ['Ocean', 'সমুদ্রের'],
  ['Desert', 'মরুভূমির'],
  ['Midnight', 'মধ্যরাতের'],
  ['Sunrise', 'সূর্যোদয়ের'],
  ['Lotus', 'পদ্ম'],
  ['Bengal', 'বাংলার'],
  ['Monsoon', 'বর্ষার'],
  ['Festival', 'উৎসবের'],
  ['Spice', 'মশলার'],
  ['Candy', 'ক্যান্ডি'],
  ['Fruit', 'ফলের'],
  ['Star', 'তারার'],
  ['Moon', 'চাঁদের'],
  ['Sun', 'সূর্যের'],
];

const SLOT_NOUNS: Word[] = [
  ['Fortune', 'ভাগ্য'],
  ['Treasure', 'গুপ্তধন'],
  ['Riches', 'সম্পদ'],
  ['Kingdom', 'রাজ্য'],
  ['Temple', 'মন্দির'],
  ['Empire', 'সাম্রাজ্য'],
  ['Quest', 'অভিযান'],
  ['Bonanza', 'বোনানজা'],
  ['Gems', 'রত্ন'],
  ['Wheel', 'চাকা'],
  ['Legend', 'কিংবদন্তি'],
  ['Palace', 'প্রাসাদ'],
  ['Hunter', 'শিকারি'],
  ['Queen', 'রানি'],
  ['King', 'রাজা'],
  ['Warrior', 'যোদ্ধা'],
  ['Goddess', 'দেবী'],
  ['Phoenix', 'ফিনিক্স'],
  ['Panda', 'পান্ডা'],
  ['Elephant', 'হাতি'],
  ['Tiger', 'বাঘ'],
  ['Dragon', 'ড্রাগন'],
  ['Lion', 'সিংহ'],
  ['Koi', 'কই মাছ'],
  ['Peacock', 'ময়ূর'],
  ['Coins', 'মুদ্রা'],
  ['Gold', 'সোনা'],
  ['Jackpot', 'জ্যাকপট'],
  ['Nights', 'রাত'],
  ['Rush', 'ঝড়'],
  ['Blaze', 'আগুন'],
  ['Party', 'পার্টি'],
  ['Wilds', 'ওয়াইল্ডস'],
  ['Reels', 'রিল'],
  ['Spins', 'স্পিন'],
  ['Charms', 'তাবিজ'],
  ['Lamp', 'প্রদীপ'],
  ['River', 'নদী'],
  ['Garden', 'বাগান'],
  ['Voyage', 'সমুদ্রযাত্রা'],
];

/** Slot names' suffixes, once a class's plain names thin out. */
const SUFFIXES: Word[] = [
  ['', ''],
  ['Deluxe', 'ডিলাক্স'],
  ['Megaways', 'মেগাওয়েজ'],
  ['1000', '১০০০'],
  ['Hold & Win', 'হোল্ড অ্যান্ড উইন'],
  ['Extreme', 'এক্সট্রিম'],
  ['II', '২'],
  ['Link', 'লিংক'],
];

/**
 * The other classes' suffixes: a blackjack table is no "Megaways". As many as SUFFIXES, so the
 * names are drawn from the same random stream, and none ends a noun (no "Blackjack" + "Pro"
 * meeting "Blackjack Pro"), so no new repeat changes the draws.
 */
const GAME_SUFFIXES: Word[] = [
  ['', ''],
  ['Deluxe', 'ডিলাক্স'],
  ['Gold', 'গোল্ড'],
  ['Max', 'ম্যাক্স'],
  ['II', '২'],
  ['Turbo', 'টার্বো'],
  ['Prime', 'প্রাইম'],
  ['Supreme', 'সুপ্রিম'],
];

/**
 * RNG classifications (spec §9) with the nouns their games are named after. Each names only
 * what its house game plays (houseGameKind.ts: TG blackjack, AC crash, VP Jacks or Better), so
 * a tile never promises roulette and opens a blackjack table. The lists keep their lengths:
 * the names are drawn from one random stream, and other categories' names stay as they were.
 */
const RNG_CLASSES: Array<{ classify: string; share: number; nouns: Word[] }> = [
  { classify: 'JP', share: 70, nouns: SLOT_NOUNS },
  {
    classify: 'TG',
    share: 8,
    nouns: [
      ['Blackjack', 'ব্ল্যাকজ্যাক'],
      ['Twenty-One', 'টোয়েন্টি-ওয়ান'],
      ['21', '২১'],
      ['Blackjack Classic', 'ব্ল্যাকজ্যাক ক্লাসিক'],
      ['Blackjack Pro', 'ব্ল্যাকজ্যাক প্রো'],
      ['Blackjack Royale', 'ব্ল্যাকজ্যাক রয়্যাল'],
      ['Blackjack Star', 'ব্ল্যাকজ্যাক স্টার'],
      ['Vegas 21', 'ভেগাস ২১'],
    ],
  },
  {
    classify: 'AC',
    share: 10,
    nouns: [
      ['Crash', 'ক্র্যাশ'],
      ['Rocket', 'রকেট'],
      ['Kite', 'ঘুড়ি'],
      ['Balloon', 'বেলুন'],
      ['Comet', 'ধূমকেতু'],
      ['Tiger Leap', 'বাঘের লাফ'],
      ['Sky High', 'আকাশছোঁয়া'],
      ['Lift Off', 'লিফট অফ'],
    ],
  },
  {
    classify: 'VP',
    share: 5,
    nouns: [
      ['Jacks or Better', 'জ্যাকস অর বেটার'],
      ['Jacks Poker', 'জ্যাকস পোকার'],
      ['Video Poker', 'ভিডিও পোকার'],
      ['Draw Poker', 'ড্র পোকার'],
    ],
  },
  {
    classify: 'SC',
    share: 5,
    nouns: [
      ['Scratch', 'স্ক্র্যাচ'],
      ['Scratch Card', 'স্ক্র্যাচ কার্ড'],
      ['Instant Win', 'ইনস্ট্যান্ট উইন'],
    ],
  },
  {
    classify: 'BG',
    share: 2,
    nouns: [
      ['Bingo', 'বিঙ্গো'],
      ['Bingo Bash', 'বিঙ্গো ব্যাশ'],
    ],
  },
];

/** Games per vendor and category; the big RNG vendor is the lobby's 5,000-game benchmark. */
const SIZES: Record<string, number> = {
  'RNG:PP': 5_700,
  'RNG:JILI': 900,
  'RNG:PG': 520,
  'RNG:JDB': 480,
  'RNG:CQ9': 460,
  'RNG:SPADE': 380,
  'RNG:RT': 360,
  'RNG:FC': 300,
  'RNG:HABA': 280,
};
const DEFAULT_SIZES: Record<string, number> = {
  LIVE: 40,
  SPORTS: 3,
  ESPORTS: 6,
  FISH: 30,
  PVP: 36,
};

const LIVE_TABLES: Array<{ classify: string; word: Word }> = [
  { classify: 'BAC', word: ['Baccarat', 'ব্যাকারাট'] },
  { classify: 'BAC', word: ['Speed Baccarat', 'স্পিড ব্যাকারাট'] },
  { classify: 'ROU', word: ['Roulette', 'রুলেট'] },
  { classify: 'ROU', word: ['Lightning Roulette', 'লাইটনিং রুলেট'] },
  { classify: 'BJ', word: ['Blackjack', 'ব্ল্যাকজ্যাক'] },
  { classify: 'DT', word: ['Dragon Tiger', 'ড্রাগন টাইগার'] },
  { classify: 'SB', word: ['Sic Bo', 'সিক বো'] },
  { classify: 'TP', word: ['Teen Patti', 'তিন পাত্তি'] },
  { classify: 'AB', word: ['Andar Bahar', 'আন্দার বাহার'] },
  { classify: 'SHOW', word: ['Money Wheel', 'মানি হুইল'] },
];

const SPORTS_GAMES: Word[] = [
  ['Sportsbook', 'স্পোর্টসবুক'],
  ['Cricket Exchange', 'ক্রিকেট এক্সচেঞ্জ'],
  ['Virtual Football', 'ভার্চুয়াল ফুটবল'],
];
const COCKFIGHT_GAMES: Word[] = [
  ['Cockfight Arena', 'মোরগ লড়াই অ্যারেনা'],
  ['Cockfight Live', 'মোরগ লড়াই লাইভ'],
  ['Cockfight Cup', 'মোরগ লড়াই কাপ'],
];
const ESPORTS_GAMES: Word[] = [
  ['Esports Arena', 'ই-স্পোর্টস অ্যারেনা'],
  ['Dota 2', 'ডোটা ২'],
  ['Counter-Strike 2', 'কাউন্টার-স্ট্রাইক ২'],
  ['League of Legends', 'লিগ অব লেজেন্ডস'],
  ['Valorant', 'ভ্যালোরান্ট'],
  ['Mobile Legends', 'মোবাইল লেজেন্ডস'],
];
const FISH_NOUNS: Word[] = [
  ['Fishing', 'মাছ শিকার'],
  ['Ocean King', 'সমুদ্র রাজা'],
  ['Shark Hunter', 'হাঙর শিকারি'],
  ['Fishing War', 'মাছ যুদ্ধ'],
  ['Mermaid', 'মৎস্যকন্যা'],
];
const PVP_GAMES: Word[] = [
  ['Teen Patti', 'তিন পাত্তি'],
  ['Rummy', 'রামি'],
  ["Texas Hold'em", 'টেক্সাস হোল্ডেম'],
  ['Andar Bahar', 'আন্দার বাহার'],
  ['Ludo', 'লুডো'],
  ['Callbreak', 'কলব্রেক'],
  ['Jhandi Munda', 'ঝান্ডি মুন্ডা'],
  ['Dragon Tiger', 'ড্রাগন টাইগার'],
  ['Omaha', 'ওমাহা'],
  ['Blackjack Duel', 'ব্ল্যাকজ্যাক ডুয়েল'],
  ['Sic Bo', 'সিক বো'],
  ['Seven Up Down', 'সেভেন আপ ডাউন'],
];
const PVP_VARIANTS: Word[] = [
  ['', ''],
  ['Pro', 'প্রো'],
  ['Joker', 'জোকার'],
];

/** The house vendor's playable slots (themes of services/games/house). */
export const HOUSE_GAMES: Array<{ code: string; word: Word }> = [
  { code: 'PADMA_FORTUNE', word: ['Padma Fortune', 'পদ্মা ফরচুন'] },
  { code: 'ROYAL_BENGAL', word: ['Royal Bengal Reels', 'রয়্যাল বেঙ্গল রিলস'] },
  { code: 'MONSOON_GEMS', word: ['Monsoon Gems', 'বর্ষার রত্ন'] },
];

/** Minimum bets in minor units with their line counts; most games take the small ones. */
const MIN_BETS: Array<[minor: number, lines: number]> = [
  [1, 1],
  [1, 10],
  [5, 20],
  [10, 25],
  [10, 50],
  [50, 25],
  [75, 30],
  [100, 40],
  [200, 243],
];

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
const bnNumber = (value: number) => String(value).replace(/\d/g, (d) => BN_DIGITS[Number(d)]!);

/** A small deterministic PRNG (mulberry32), so the catalogue is the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

function nameFor(adjective: Word, noun: Word, suffix: Word): Word {
  return [join(adjective[0], noun[0], suffix[0]), join(adjective[1], noun[1], suffix[1])];
}

/** Hands out name combinations without repeats across the whole catalogue. */
class NamePool {
  readonly #used = new Set<string>();
  constructor(private readonly next: () => number) {}

  take(nouns: Word[], suffixes: Word[] = SUFFIXES): Word {
    for (let attempt = 0; attempt < 10_000; attempt += 1) {
      const a = ADJECTIVES[Math.floor(this.next() * ADJECTIVES.length)]!;
      const n = nouns[Math.floor(this.next() * nouns.length)]!;
      // Plain names first; suffixes only once the plain space thins out.
      const suffixRange = attempt < 20 ? 1 : suffixes.length;
      const s = suffixes[Math.floor(this.next() * suffixRange)]!;
      const name = nameFor(a, n, s);
      if (!this.#used.has(name[0])) {
        this.#used.add(name[0]);
        return name;
      }
    }
    throw new Error('Game name space exhausted');
  }
}

function pickClass(roll: number) {
  let acc = 0;
  for (const entry of RNG_CLASSES) {
    acc += entry.share;
    if (roll * 100 < acc) return entry;
  }
  return RNG_CLASSES[0]!;
}

let cache: GameSeedRow[] | null = null;

/** The whole catalogue, node ids from 1,000,001 in a stable order. */
export function buildGameCatalogue(): GameSeedRow[] {
  if (cache) return cache;
  const next = random(20_260_515);
  const names = new NamePool(next);
  const rows: GameSeedRow[] = [];
  let nodeId = 1_000_000;

  for (const category of CATEGORY_SEEDS) {
    for (const vendor of category.vendors) {
      const type = category.gameType;
      const key = `${type}:${vendor.code}`;
      const vendorRows: Array<Omit<GameSeedRow, 'node_id' | 'sort_order' | 'hot_rank'>> = [];
      const add = (
        classify: string,
        code: string,
        name: Word,
        minBet: [number, number],
        extra: Partial<GameSeedRow> = {},
      ) =>
        vendorRows.push({
          vassalage: vendor.code,
          game_type: type,
          game_classify: classify,
          game_code: code,
          name_en: name[0],
          name_bn: name[1],
          min_bet_minor: minBet[0],
          min_line_num: minBet[1],
          is_game: 'GAME',
          default_play_type: '',
          status: 'ACTIVE',
          max_payout_multiplier: maxPayoutMultiplierFor({
            vassalage: vendor.code,
            game_type: type,
            game_classify: classify,
          }),
          ...extra,
        });
      const minBet = () => MIN_BETS[Math.floor(next() * next() * MIN_BETS.length)]!;

      if (vendor.code === 'HOUSE') {
        for (const game of HOUSE_GAMES) add('JP', game.code, game.word, [10, 20]);
      } else if (type === 'RNG') {
        const size = SIZES[key] ?? 200;
        for (let i = 0; i < size; i += 1) {
          const entry = pickClass(next());
          add(
            entry.classify,
            `${vendor.code}_${entry.classify}_${i + 1}`,
            names.take(entry.nouns, entry.classify === 'JP' ? SUFFIXES : GAME_SUFFIXES),
            minBet(),
          );
        }
      } else if (type === 'LIVE') {
        // The vendor's lobby opens its own table list (isGame VASSALAGE, spec §2).
        add(
          'LOBBY',
          `${vendor.code}_LOBBY`,
          [`${vendor.displayName} Lobby`, `${vendor.displayName} লবি`],
          [100, 0],
          {
            is_game: 'VASSALAGE',
          },
        );
        for (let i = 0; i < DEFAULT_SIZES.LIVE! - 1; i += 1) {
          const table = LIVE_TABLES[i % LIVE_TABLES.length]!;
          const number = Math.floor(i / LIVE_TABLES.length) + 1;
          add(
            table.classify,
            `${vendor.code}_${table.classify}_${i + 1}`,
            [`${table.word[0]} ${number}`, `${table.word[1]} ${bnNumber(number)}`],
            [
              [100, 0],
              [500, 0],
              [1_000, 0],
              [2_000, 0],
            ][i % 4] as [number, number],
          );
        }
      } else if (type === 'SPORTS') {
        const list = vendor.code === 'DS88' ? COCKFIGHT_GAMES : SPORTS_GAMES;
        list.forEach((word, i) =>
          add(
            vendor.code === 'DS88' ? 'COCKFIGHT' : 'SPORTSBOOK',
            `${vendor.code}_SB_${i + 1}`,
            word,
            [1_000, 0],
          ),
        );
      } else if (type === 'ESPORTS') {
        ESPORTS_GAMES.forEach((word, i) =>
          add('ESPORTS', `${vendor.code}_ES_${i + 1}`, word, [1_000, 0]),
        );
      } else if (type === 'FISH') {
        for (let i = 0; i < DEFAULT_SIZES.FISH!; i += 1)
          add('FISH', `${vendor.code}_FISH_${i + 1}`, names.take(FISH_NOUNS), minBet());
      } else if (type === 'PVP') {
        for (let i = 0; i < DEFAULT_SIZES.PVP!; i += 1) {
          const base = PVP_GAMES[i % PVP_GAMES.length]!;
          const variant = PVP_VARIANTS[Math.floor(i / PVP_GAMES.length) % PVP_VARIANTS.length]!;
          add(
            'CARD',
            `${vendor.code}_PVP_${i + 1}`,
            nameFor(['', ''], base, variant),
            [
              [100, 0],
              [500, 0],
              [1_000, 0],
            ][i % 3] as [number, number],
          );
        }
      } else if (type === 'LOTT' || type === 'ELOTT') {
        for (const lottery of LOTTERY_SEEDS.filter((seed) => seed.vendor === vendor.code))
          add(
            lottery.prizeMode.toUpperCase(),
            lottery.gameCode,
            [lottery.name.en, lottery.name.bn],
            [200, 0],
            {
              default_play_type: 'betting',
            },
          );
      }

      // Popularity order within the vendor: shuffled, so names do not come alphabetically.
      const order = vendorRows.map((_, index) => index);
      for (let i = order.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      const hotCount = Math.min(12, Math.ceil(vendorRows.length / 3));
      vendorRows.forEach((row, index) => {
        nodeId += 1;
        const rank = order[index]!;
        rows.push({
          ...row,
          node_id: nodeId,
          // House games and lobbies first; then popularity.
          sort_order: vendor.code === 'HOUSE' || row.is_game === 'VASSALAGE' ? index : rank + 10,
          hot_rank: vendor.code === 'HOUSE' ? index + 1 : rank < hotCount ? rank + 1 : null,
          // A few games are under maintenance, so the §8 'Game maintenance' path is real.
          status: type === 'RNG' && rank % 250 === 249 ? 'MAINTENANCE' : row.status,
        });
      });
    }
  }
  cache = rows;
  return rows;
}

/**
 * Inserts the catalogue in one statement (a JSON parameter expanded by the database), so a
 * fresh database is seeded in well under a second even on PGlite. Existing games are kept.
 */
export async function seedGameCatalogue(
  trx: import('kysely').Transaction<Database>,
): Promise<void> {
  const rows = buildGameCatalogue();
  const { count } = await trx
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) >= rows.length) return;
  await sql`
    insert into games (node_id, vassalage, game_type, game_classify, game_code, name_en, name_bn,
      min_bet_minor, min_line_num, is_game, default_play_type, sort_order, hot_rank, status,
      max_payout_multiplier)
    select node_id, vassalage, game_type, game_classify, game_code, name_en, name_bn,
      min_bet_minor, min_line_num, is_game, default_play_type, sort_order, hot_rank, status,
      max_payout_multiplier
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(node_id bigint, vassalage text,
      game_type text, game_classify text, game_code text, name_en text, name_bn text,
      min_bet_minor bigint, min_line_num integer, is_game text, default_play_type text,
      sort_order integer, hot_rank integer, status text, max_payout_multiplier integer)
    on conflict do nothing`.execute(trx);
}
