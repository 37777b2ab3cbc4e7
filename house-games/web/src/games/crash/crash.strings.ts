import type { GameStrings } from '../../i18n/i18n';

export const crashStrings: GameStrings = {
  en: {
    placeBet: 'Place bet',
    placing: 'Placing your bet…',
    cashOut: 'Cash out {{amount}}',
    cashingOut: 'Cashing out…',
    autoCashOut: 'Auto cash-out',
    autoPlaceholder: 'Off (e.g. {{example}})',
    autoFormat: 'Write a multiplier such as 2.00, with at most two decimals.',
    autoRange: 'Choose an auto cash-out from {{min}} to {{max}}.',
    startingIn: 'Starting in',
    seconds: '{{seconds}} s',
    starting: 'The round is starting…',
    flying: 'The multiplier is climbing: cash out before it crashes.',
    flyingAuto: 'The multiplier is climbing: auto cash-out at {{multiplier}}.',
    crashedAtLabel: 'Crashed at',
    cashedOutLabel: 'Cashed out',
    winDetail: 'You won {{amount}}',
    crashed: 'Crashed at {{multiplier}}: the bet is lost.',
    cashedOut: 'You cashed out at {{multiplier}} and won {{amount}}. It crashed at {{crashPoint}}.',
    ready: 'Choose your bet, set an auto cash-out if you like, and place your bet.',
    recent: 'Your last crash points',
    rulesTitle: 'How to play',
    rulesPlay:
      'Place a bet and a multiplier starts at 1.00× after a short countdown and climbs until the round crashes. Cash out before the crash to win your stake times the multiplier shown when the server receives your cash-out; if it crashes first, the bet is lost. The crash point is fixed by the provably fair draw when you bet and is revealed when the round ends.',
    rulesCurve:
      'The curve grows exponentially and the same way every round: it reaches {{two}} after {{twoSeconds}} seconds and {{ten}} after {{tenSeconds}} seconds. The server judges a cash-out by its own clock.',
    rulesRtp:
      'The chance that the multiplier reaches any target m is {{rtp}} ÷ m, so whichever target you aim for, the expected return is {{rtp}} of your stake. For example {{example}} is reached {{chance}} of the time.',
    target: 'Cash out at',
    chance: 'Chance to reach it',
    return: 'Return',
    rulesCap:
      'The multiplier never goes above {{cap}}: a round that reaches it ends there, and no cash-out pays more.',
    rulesAuto:
      'Set an auto cash-out from {{min}} to {{max}} before you bet and the server cashes you out at exactly that multiplier when the curve reaches it. You can still cash out earlier by hand.',
    disconnectTitle: 'If you lose the connection',
    rulesDisconnect:
      'The round runs on the server and settles by itself: with an auto cash-out that is reached you win at it, otherwise the bet is lost at the crash. Reopen the game to see a round still running, or the result in your history.',
  },
  bn: {
    placeBet: 'বাজি ধরুন',
    placing: 'বাজি ধরা হচ্ছে…',
    cashOut: 'ক্যাশ আউট {{amount}}',
    cashingOut: 'ক্যাশ আউট হচ্ছে…',
    autoCashOut: 'স্বয়ংক্রিয় ক্যাশ আউট',
    autoPlaceholder: 'বন্ধ (যেমন {{example}})',
    autoFormat: '২.০০ এর মতো একটি গুণক লিখুন, দশমিকের পরে সর্বোচ্চ দুই অঙ্ক।',
    autoRange: '{{min}} থেকে {{max}} এর মধ্যে স্বয়ংক্রিয় ক্যাশ আউট বেছে নিন।',
    startingIn: 'শুরু হচ্ছে',
    seconds: '{{seconds}} সে.',
    starting: 'রাউন্ড শুরু হচ্ছে…',
    flying: 'গুণক বাড়ছে: ক্র্যাশের আগে ক্যাশ আউট করুন।',
    flyingAuto: 'গুণক বাড়ছে: {{multiplier}} এ স্বয়ংক্রিয় ক্যাশ আউট।',
    crashedAtLabel: 'ক্র্যাশ হয়েছে',
    cashedOutLabel: 'ক্যাশ আউট হয়েছে',
    winDetail: 'আপনি জিতেছেন {{amount}}',
    crashed: '{{multiplier}} এ ক্র্যাশ হয়েছে: বাজি হারিয়েছেন।',
    cashedOut:
      'আপনি {{multiplier}} এ ক্যাশ আউট করে {{amount}} জিতেছেন। ক্র্যাশ হয়েছে {{crashPoint}} এ।',
    ready: 'বাজি বেছে নিন, চাইলে স্বয়ংক্রিয় ক্যাশ আউট ঠিক করুন, তারপর বাজি ধরুন।',
    recent: 'আপনার শেষ ক্র্যাশ পয়েন্টগুলো',
    rulesTitle: 'কীভাবে খেলবেন',
    rulesPlay:
      'বাজি ধরলে অল্প গণনার পরে গুণক ১.০০× থেকে শুরু হয়ে রাউন্ড ক্র্যাশ হওয়া পর্যন্ত বাড়তে থাকে। ক্র্যাশের আগে ক্যাশ আউট করলে সার্ভার আপনার ক্যাশ আউট পাওয়ার মুহূর্তের গুণক দিয়ে বাজি গুণ করে জিতবেন; আগে ক্র্যাশ হলে বাজি হারাবেন। বাজি ধরার সময়েই প্রমাণযোগ্য ন্যায্য ড্র থেকে ক্র্যাশ পয়েন্ট ঠিক হয় এবং রাউন্ড শেষে তা দেখানো হয়।',
    rulesCurve:
      'বক্ররেখা প্রতি রাউন্ডে একইভাবে সূচকীয় হারে বাড়ে: {{twoSeconds}} সেকেন্ডে {{two}} এবং {{tenSeconds}} সেকেন্ডে {{ten}} এ পৌঁছায়। সার্ভার নিজের ঘড়ি দিয়ে ক্যাশ আউট বিচার করে।',
    rulesRtp:
      'গুণক যেকোনো লক্ষ্য m এ পৌঁছানোর সম্ভাবনা {{rtp}} ÷ m, তাই যে লক্ষ্যই বেছে নিন, প্রত্যাশিত ফেরত আপনার বাজির {{rtp}}। যেমন {{example}} এ পৌঁছায় {{chance}} বার।',
    target: 'ক্যাশ আউট',
    chance: 'পৌঁছানোর সম্ভাবনা',
    return: 'ফেরত',
    rulesCap:
      'গুণক কখনো {{cap}} এর উপরে যায় না: সেখানে পৌঁছালে রাউন্ড শেষ হয়, কোনো ক্যাশ আউট এর বেশি দেয় না।',
    rulesAuto:
      'বাজি ধরার আগে {{min}} থেকে {{max}} এর মধ্যে স্বয়ংক্রিয় ক্যাশ আউট ঠিক করলে বক্ররেখা সেখানে পৌঁছানো মাত্র সার্ভার ঠিক সেই গুণকে ক্যাশ আউট করে। তার আগেও হাতে ক্যাশ আউট করতে পারেন।',
    disconnectTitle: 'সংযোগ বিচ্ছিন্ন হলে',
    rulesDisconnect:
      'রাউন্ড সার্ভারে চলে এবং নিজে থেকেই নিষ্পত্তি হয়: স্বয়ংক্রিয় ক্যাশ আউটে পৌঁছালে সেই গুণকে জিতবেন, নইলে ক্র্যাশে বাজি হারাবেন। চলমান রাউন্ড বা ফলাফল দেখতে গেমটি আবার খুলুন বা ইতিহাস দেখুন।',
  },
};
