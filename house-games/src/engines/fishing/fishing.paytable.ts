import type { Volatility } from '../theme.js';

/** A fish the cannon can hit, its name in both languages, and what a hit pays per unit bet. */
export interface FishSpecies {
  id: string;
  name: { en: string; bn: string };
  multiplier: number;
}

export interface FishSchool {
  id: string;
  name: { en: string; bn: string };
  /** Ordered from the smallest fish to the boss; the boss's multiplier comes from volatility. */
  species: ReadonlyArray<Omit<FishSpecies, 'multiplier'>>;
}

/** Multipliers of a school's species, smallest first; the last (the boss) grows with volatility. */
const MULTIPLIERS: Record<Volatility, readonly number[]> = {
  low: [2, 3, 4, 5, 8, 10, 20, 50, 100],
  medium: [2, 3, 5, 8, 10, 20, 40, 80, 300],
  high: [2, 4, 6, 10, 15, 30, 60, 150, 1_000],
};

export const FISH_SCHOOLS: readonly FishSchool[] = [
  {
    id: 'delta',
    name: { en: 'Delta River', bn: 'বদ্বীপের নদী' },
    species: [
      { id: 'puti', name: { en: 'Puti', bn: 'পুঁটি' } },
      { id: 'tengra', name: { en: 'Tengra', bn: 'টেংরা' } },
      { id: 'koi', name: { en: 'Climbing Perch', bn: 'কই' } },
      { id: 'pabda', name: { en: 'Pabda', bn: 'পাবদা' } },
      { id: 'rui', name: { en: 'Rohu', bn: 'রুই' } },
      { id: 'chingri', name: { en: 'Giant Prawn', bn: 'গলদা চিংড়ি' } },
      { id: 'boal', name: { en: 'Boal', bn: 'বোয়াল' } },
      { id: 'ilish', name: { en: 'Golden Hilsa', bn: 'সোনালি ইলিশ' } },
      { id: 'crocodile', name: { en: 'Mugger Crocodile', bn: 'মেছো কুমির' } },
    ],
  },
  {
    id: 'reef',
    name: { en: 'Coral Reef', bn: 'প্রবাল প্রাচীর' },
    species: [
      { id: 'clownfish', name: { en: 'Clownfish', bn: 'ক্লাউনফিশ' } },
      { id: 'angelfish', name: { en: 'Angelfish', bn: 'এঞ্জেলফিশ' } },
      { id: 'pufferfish', name: { en: 'Pufferfish', bn: 'পটকা মাছ' } },
      { id: 'seahorse', name: { en: 'Seahorse', bn: 'সমুদ্রঘোড়া' } },
      { id: 'turtle', name: { en: 'Sea Turtle', bn: 'সামুদ্রিক কচ্ছপ' } },
      { id: 'octopus', name: { en: 'Octopus', bn: 'অক্টোপাস' } },
      { id: 'manta', name: { en: 'Manta Ray', bn: 'মান্টা রে' } },
      { id: 'shark', name: { en: 'Hammerhead', bn: 'হাতুড়িমাথা হাঙর' } },
      { id: 'whale', name: { en: 'Golden Whale', bn: 'সোনালি তিমি' } },
    ],
  },
  {
    id: 'deep',
    name: { en: 'Deep Sea', bn: 'গভীর সমুদ্র' },
    species: [
      { id: 'lanternfish', name: { en: 'Lanternfish', bn: 'লণ্ঠন মাছ' } },
      { id: 'hatchetfish', name: { en: 'Hatchetfish', bn: 'কুঠার মাছ' } },
      { id: 'jellyfish', name: { en: 'Jellyfish', bn: 'জেলিফিশ' } },
      { id: 'anglerfish', name: { en: 'Anglerfish', bn: 'অ্যাঙ্গলার মাছ' } },
      { id: 'squid', name: { en: 'Giant Squid', bn: 'দৈত্য স্কুইড' } },
      { id: 'oarfish', name: { en: 'Oarfish', bn: 'ওয়ার মাছ' } },
      { id: 'swordfish', name: { en: 'Swordfish', bn: 'তলোয়ার মাছ' } },
      { id: 'kraken', name: { en: 'Kraken', bn: 'ক্রাকেন' } },
      { id: 'leviathan', name: { en: 'Leviathan', bn: 'লেভিয়াথান' } },
    ],
  },
  {
    id: 'dragon',
    name: { en: 'Dragon Lake', bn: 'ড্রাগন হ্রদ' },
    species: [
      { id: 'goldfish', name: { en: 'Goldfish', bn: 'গোল্ডফিশ' } },
      { id: 'carp', name: { en: 'Koi Carp', bn: 'কোই কার্প' } },
      { id: 'frog', name: { en: 'Jade Frog', bn: 'জেড ব্যাঙ' } },
      { id: 'lotus-turtle', name: { en: 'Lotus Turtle', bn: 'পদ্ম কচ্ছপ' } },
      { id: 'arowana', name: { en: 'Arowana', bn: 'অ্যারোয়ানা' } },
      { id: 'phoenix-fish', name: { en: 'Phoenix Fish', bn: 'ফিনিক্স মাছ' } },
      { id: 'qilin', name: { en: 'Qilin', bn: 'কিলিন' } },
      { id: 'tortoise', name: { en: 'Black Tortoise', bn: 'কালো কচ্ছপ' } },
      { id: 'dragon-king', name: { en: 'Dragon King', bn: 'ড্রাগন রাজা' } },
    ],
  },
];

export function speciesOf(school: FishSchool, volatility: Volatility): FishSpecies[] {
  return school.species.map((fish, index) => ({
    ...fish,
    multiplier: MULTIPLIERS[volatility][index]!,
  }));
}
