import type {
  DepositChannelConfig,
  DepositConfig,
  LocalizedText,
} from '../../services/brands/brandConfig.js';

/*
 * Demo deposit methods: the payment icons the footer shows. Numbers, account names and the
 * wallet address are made-up demo values, never a real account.
 */

const text = (en: string, bn: string): LocalizedText => ({ en, bn });

const WALLET_PRESETS = [500, 1000, 2000, 5000, 10000];

function mobileWallet(
  code: string,
  name: LocalizedText,
  number: string,
  kind: 'personal' | 'agent',
): DepositChannelConfig {
  const personal = kind === 'personal';
  return {
    code: `${code}-${kind}`,
    name: personal ? text('Send money', 'সেন্ড মানি') : text('Cash out', 'ক্যাশ আউট'),
    provider: 'local',
    min: 200,
    max: 25000,
    presets: WALLET_PRESETS,
    instructions: personal
      ? text(
          `Open ${name.en}, choose Send Money to the number below, enter the exact amount and write the order reference in the reference field.`,
          `${name.bn} খুলুন, নিচের নম্বরে সেন্ড মানি করুন, সঠিক পরিমাণ লিখুন এবং রেফারেন্সে অর্ডার রেফারেন্স লিখুন।`,
        )
      : text(
          `Open ${name.en}, choose Cash Out to the agent number below, enter the exact amount and keep the transaction ID.`,
          `${name.bn} খুলুন, নিচের এজেন্ট নম্বরে ক্যাশ আউট করুন, সঠিক পরিমাণ লিখুন এবং লেনদেন আইডি রাখুন।`,
        ),
    payee: [
      { label: text('Account number', 'অ্যাকাউন্ট নম্বর'), value: number },
      {
        label: text('Account type', 'অ্যাকাউন্টের ধরন'),
        value: personal ? 'Personal' : 'Agent',
      },
    ],
  };
}

const BKASH = text('bKash', 'বিকাশ');
const NAGAD = text('Nagad', 'নগদ');
const ROCKET = text('Rocket', 'রকেট');
const UPAY = text('Upay', 'উপায়');

const BANK: DepositChannelConfig = {
  code: 'bank-transfer',
  name: text('Bank transfer', 'ব্যাংক ট্রান্সফার'),
  provider: 'local',
  min: 1000,
  max: 500000,
  presets: [1000, 5000, 10000, 50000],
  instructions: text(
    'Transfer the exact amount to the account below (NPSB or BEFTN) and put the order reference in the transfer note.',
    'নিচের অ্যাকাউন্টে সঠিক পরিমাণ ট্রান্সফার করুন (NPSB বা BEFTN) এবং নোটে অর্ডার রেফারেন্স লিখুন।',
  ),
  payee: [
    { label: text('Bank', 'ব্যাংক'), value: 'Demo Bank PLC' },
    { label: text('Account name', 'অ্যাকাউন্টের নাম'), value: 'Demo Gaming Ltd' },
    { label: text('Account number', 'অ্যাকাউন্ট নম্বর'), value: '0000-1234-5678-90' },
    { label: text('Branch', 'শাখা'), value: 'Gulshan (demo)' },
  ],
};

const USDT: DepositChannelConfig = {
  code: 'usdt-trc20',
  name: text('USDT (TRC20)', 'ইউএসডিটি (TRC20)'),
  provider: 'local',
  min: 1500,
  max: 1000000,
  presets: [1500, 5000, 20000, 100000],
  instructions: text(
    'Send USDT on the TRON network (TRC20) only, worth the amount in taka at the rate shown by support. Other networks are lost.',
    'শুধু TRON নেটওয়ার্কে (TRC20) ইউএসডিটি পাঠান, টাকার পরিমাণের সমান মূল্যে। অন্য নেটওয়ার্কে পাঠালে হারিয়ে যাবে।',
  ),
  payee: [
    { label: text('Network', 'নেটওয়ার্ক'), value: 'TRC20' },
    { label: text('Wallet address', 'ওয়ালেট ঠিকানা'), value: 'TDEMO0000000000000000000000000000' },
  ],
};

/** Every method of the footer (Padma Play). */
export const DEPOSIT_FULL: DepositConfig = {
  expiryMinutes: 30,
  methods: [
    {
      code: 'bkash',
      name: BKASH,
      channels: [
        mobileWallet('bkash', BKASH, '01700-000001', 'personal'),
        mobileWallet('bkash', BKASH, '01700-000002', 'agent'),
      ],
    },
    {
      code: 'nagad',
      name: NAGAD,
      channels: [mobileWallet('nagad', NAGAD, '01800-000001', 'personal')],
    },
    {
      code: 'rocket',
      name: ROCKET,
      channels: [mobileWallet('rocket', ROCKET, '01900-0000011', 'personal')],
    },
    {
      code: 'upay',
      name: UPAY,
      channels: [mobileWallet('upay', UPAY, '01500-000001', 'personal')],
    },
    { code: 'bank', name: text('Bank', 'ব্যাংক'), channels: [BANK] },
    { code: 'usdt', name: text('USDT', 'ইউএসডিটি'), channels: [USDT] },
  ],
};

/** Fewer methods, a shorter window (Meghna Games). */
export const DEPOSIT_LITE: DepositConfig = {
  expiryMinutes: 20,
  methods: DEPOSIT_FULL.methods.filter((method) =>
    ['bkash', 'nagad', 'bank'].includes(method.code),
  ),
};
