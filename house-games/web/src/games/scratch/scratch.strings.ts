import type { GameStrings } from '../../i18n/i18n';

export const scratchStrings: GameStrings = {
  en: {
    buy: 'Buy a card',
    buying: 'Buying…',
    revealAll: 'Reveal all',
    hint: 'Scratch the foil with your finger or mouse, or tap a cell.',
    cell: 'Cell {{number}}',
    cellHidden: 'Cell {{number}}, not scratched yet: press to scratch',
    cellShown: 'Cell {{number}}: {{symbol}}',
    ready: 'Choose your bet and buy a card.',
    match: 'Three {{symbol}}: you won {{amount}}',
    lose: 'No three alike on this card',
    rulesTitle: 'How to play',
    rules:
      'Each card has nine cells. Find three of the same picture and win your stake times that picture’s prize. A card shows at most one winning picture; every other picture appears at most twice. The card is decided when you buy it; scratching only reveals it.',
    paytable: 'Prizes',
    picture: 'Picture',
    pays: 'Pays',
    odds: 'Chance',
    oneIn: '1 in {{count}}',
  },
  bn: {
    buy: 'কার্ড কিনুন',
    buying: 'কেনা হচ্ছে…',
    revealAll: 'সব খুলুন',
    hint: 'আঙুল বা মাউস দিয়ে আবরণ ঘষে তুলুন, অথবা একটি ঘরে চাপুন।',
    cell: 'ঘর {{number}}',
    cellHidden: 'ঘর {{number}}, এখনো ঘষা হয়নি: ঘষতে চাপুন',
    cellShown: 'ঘর {{number}}: {{symbol}}',
    ready: 'বাজি বেছে নিয়ে একটি কার্ড কিনুন।',
    match: 'তিনটি {{symbol}}: আপনি জিতেছেন {{amount}}',
    lose: 'এই কার্ডে একই রকম তিনটি নেই',
    rulesTitle: 'কীভাবে খেলবেন',
    rules:
      'প্রতিটি কার্ডে নয়টি ঘর। একই ছবি তিনটি পেলে বাজির সেই ছবির গুণ জিতবেন। একটি কার্ডে সর্বোচ্চ একটি জেতা ছবি থাকে; অন্য প্রতিটি ছবি সর্বোচ্চ দুবার থাকে। কেনার সময়েই কার্ডের ফল ঠিক হয়; ঘষলে শুধু দেখা যায়।',
    paytable: 'পুরস্কার',
    picture: 'ছবি',
    pays: 'পুরস্কার',
    odds: 'সম্ভাবনা',
    oneIn: '{{count}} এ ১',
  },
};
