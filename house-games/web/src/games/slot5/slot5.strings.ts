import type { GameStrings } from '../../i18n/i18n';

export const slot5Strings: GameStrings = {
  en: {
    reels: 'Reels',
    reel: 'Reel {{number}}: {{symbols}}',
    spin: 'Spin',
    spinning: 'Spinning…',
    skip: 'Skip to the result',
    ready: 'Choose your bet and spin. {{lines}} lines, line bet {{lineBet}}.',
    lineWin: 'Line {{line}}: {{count}} × {{symbol}} pays {{amount}}',
    scatterWin: '{{count}} × {{symbol}} anywhere pays {{amount}}',
    freeSpinsWon: '{{count}} free spins won, every win × {{multiplier}}!',
    freeSpin: 'Free spin {{number}} of {{count}}',
    freeSpinsTotal: 'Free spins total: {{amount}}',
    roundWin: 'You won {{amount}}',
    noWin: 'No win this spin',
    rulesTitle: 'How to play',
    rules:
      'Five reels of three rows, {{lines}} fixed lines. Your bet is shared equally by the lines: the line bet is the bet ÷ {{lines}}. A line pays when three, four or five of the same symbol lie on it in a row from the leftmost reel; each line pays only its best win, and all wins add up.',
    wildTitle: 'Wild',
    wildRule:
      '{{wild}} stands in for every symbol except {{scatter}}. A line that starts with wilds pays the better of the wilds alone and the symbol they complete.',
    scatterTitle: 'Scatter and free spins',
    scatterRule:
      '{{scatter}} pays anywhere on the reels, × the total bet: 3 pay {{three}}×, 4 pay {{four}}×, 5 pay {{five}}×. Three or more award {{freeSpins}} free spins at the same bet, every win × {{multiplier}}; free spins award no further free spins. The base spin and its free spins are one round, decided when you spin.',
    paytable: 'Paytable (× line bet)',
    symbol: 'Symbol',
    ofAKind: '{{count}} in a row',
    paylines: 'The {{lines}} lines',
    line: 'Line {{number}}',
    malfunction: 'A malfunction voids all pays and plays.',
  },
  bn: {
    reels: 'রিল',
    reel: 'রিল {{number}}: {{symbols}}',
    spin: 'স্পিন',
    spinning: 'ঘুরছে…',
    skip: 'ফলাফলে যান',
    ready: 'বাজি বেছে নিয়ে স্পিন করুন। {{lines}}টি লাইন, লাইন বাজি {{lineBet}}।',
    lineWin: 'লাইন {{line}}: {{count}} × {{symbol}}, পুরস্কার {{amount}}',
    scatterWin: 'যেকোনো জায়গায় {{count}} × {{symbol}}, পুরস্কার {{amount}}',
    freeSpinsWon: '{{count}}টি ফ্রি স্পিন জিতেছেন, প্রতিটি জয় × {{multiplier}}!',
    freeSpin: 'ফ্রি স্পিন {{count}}টির মধ্যে {{number}}',
    freeSpinsTotal: 'ফ্রি স্পিনে মোট: {{amount}}',
    roundWin: 'আপনি জিতেছেন {{amount}}',
    noWin: 'এই স্পিনে জয় নেই',
    rulesTitle: 'কীভাবে খেলবেন',
    rules:
      'তিন সারির পাঁচটি রিল, {{lines}}টি স্থির লাইন। আপনার বাজি লাইনগুলোতে সমান ভাগ হয়: লাইন বাজি = বাজি ÷ {{lines}}। বাঁদিকের প্রথম রিল থেকে পরপর একই প্রতীক তিন, চার বা পাঁচটি একটি লাইনে পড়লে সেই লাইন জেতে; প্রতিটি লাইন শুধু তার সেরা জয় দেয়, সব জয় যোগ হয়।',
    wildTitle: 'ওয়াইল্ড',
    wildRule:
      '{{wild}} {{scatter}} ছাড়া সব প্রতীকের বদলে বসে। যে লাইন ওয়াইল্ড দিয়ে শুরু হয়, সেটি শুধু ওয়াইল্ড আর ওয়াইল্ড যে প্রতীক পূর্ণ করে তার মধ্যে ভালোটি দেয়।',
    scatterTitle: 'স্ক্যাটার ও ফ্রি স্পিন',
    scatterRule:
      '{{scatter}} রিলের যেকোনো জায়গায় মোট বাজির গুণে জেতে: ৩টি {{three}}×, ৪টি {{four}}×, ৫টি {{five}}×। তিন বা তার বেশি পেলে একই বাজিতে {{freeSpins}}টি ফ্রি স্পিন, প্রতিটি জয় × {{multiplier}}; ফ্রি স্পিনে আর ফ্রি স্পিন মেলে না। মূল স্পিন ও তার ফ্রি স্পিন মিলে একটি রাউন্ড, স্পিন করার সময়েই ঠিক হয়।',
    paytable: 'পুরস্কার তালিকা (× লাইন বাজি)',
    symbol: 'প্রতীক',
    ofAKind: 'পরপর {{count}}টি',
    paylines: '{{lines}}টি লাইন',
    line: 'লাইন {{number}}',
    malfunction: 'যান্ত্রিক ত্রুটি হলে সব পুরস্কার ও খেলা বাতিল।',
  },
};
