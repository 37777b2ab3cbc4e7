import { fishing } from '@site/house-games/engines';
import type { GameStrings } from '../../i18n/i18n';

/** Every school's fish by id (`fish.<id>`), named by the engine's paytable in both languages. */
const fishNames = (language: 'bn' | 'en') =>
  Object.fromEntries(
    fishing.FISH_SCHOOLS.flatMap((school) =>
      school.species.map((species) => [species.id, species.name[language]]),
    ),
  );

export const fishingStrings: GameStrings = {
  en: {
    fish: fishNames('en'),
    ocean: 'The ocean: tap or click a fish to shoot it',
    targets: 'Fish on screen',
    shoot: 'Shoot {{fish}}, pays {{multiplier}}',
    cannon: 'Cannon level',
    level: 'Level {{level}}',
    perShot: '{{amount}} a shot',
    lowerLevel: 'Lower cannon level',
    raiseLevel: 'Raise cannon level',
    autoFire: 'Auto fire',
    autoFireHint: 'Auto fire shoots the highest-paying fish on screen until you stop it.',
    ready: 'Tap a fish to shoot. Each shot costs {{amount}}.',
    firing: 'Shooting at {{fish}}…',
    hit: 'Caught {{fish}}! You won {{amount}}',
    miss: '{{fish}} got away',
    rulesTitle: 'How to play',
    rules:
      'Choose a cannon level: it is your bet for every shot. Tap a fish to fire at it; each shot is one round. If the shot catches the fish, you win your bet times its multiplier.',
    fairness:
      'The game server decides every shot, never the page: one number from your fair stream (server seed, your client seed and the round number) catches a fish with multiplier M when it is below {{rtp}} ÷ M. So every shot, at any fish and any level, returns {{rtp}} on average; where the fish swim changes nothing.',
    school: 'The fish of {{school}}',
    picture: 'Fish',
    pays: 'Pays',
    chance: 'Catch chance',
    levels: 'Cannon levels',
    levelsList: 'Bet per shot: {{levels}}',
  },
  bn: {
    fish: fishNames('bn'),
    ocean: 'সমুদ্র: কোনো মাছে গুলি করতে তাতে চাপুন বা ক্লিক করুন',
    targets: 'পর্দার মাছ',
    shoot: '{{fish}} শিকার করুন, পুরস্কার {{multiplier}}',
    cannon: 'কামানের স্তর',
    level: 'স্তর {{level}}',
    perShot: 'প্রতি গুলি {{amount}}',
    lowerLevel: 'কামানের স্তর কমান',
    raiseLevel: 'কামানের স্তর বাড়ান',
    autoFire: 'স্বয়ংক্রিয় গুলি',
    autoFireHint: 'স্বয়ংক্রিয় গুলি পর্দার সবচেয়ে বেশি পুরস্কারের মাছে গুলি করে, যতক্ষণ না আপনি থামান।',
    ready: 'গুলি করতে একটি মাছে চাপুন। প্রতি গুলিতে খরচ {{amount}}।',
    firing: 'গুলি যাচ্ছে: {{fish}}…',
    hit: '{{fish}} ধরা পড়েছে! আপনি জিতেছেন {{amount}}',
    miss: '{{fish}} পালিয়ে গেছে',
    rulesTitle: 'কীভাবে খেলবেন',
    rules:
      'কামানের একটি স্তর বেছে নিন: এটিই প্রতি গুলির বাজি। কোনো মাছে চাপলে তার দিকে গুলি যায়; প্রতিটি গুলি একটি রাউন্ড। গুলিতে মাছ ধরা পড়লে বাজির সেই মাছের গুণ জিতবেন।',
    fairness:
      'প্রতিটি গুলির ফল ঠিক করে গেম সার্ভার, পাতা নয়: আপনার ন্যায্য ধারা (সার্ভার সিড, আপনার ক্লায়েন্ট সিড ও রাউন্ড নম্বর) থেকে একটি সংখ্যা {{rtp}} ÷ M-এর কম হলে M গুণের মাছ ধরা পড়ে। তাই যেকোনো মাছে, যেকোনো স্তরে প্রতিটি গুলি গড়ে {{rtp}} ফেরত দেয়; মাছ কোথায় সাঁতরায় তাতে কিছু বদলায় না।',
    school: 'মাছের দল: {{school}}',
    picture: 'মাছ',
    pays: 'পুরস্কার',
    chance: 'ধরা পড়ার সম্ভাবনা',
    levels: 'কামানের স্তর',
    levelsList: 'প্রতি গুলির বাজি: {{levels}}',
  },
};
