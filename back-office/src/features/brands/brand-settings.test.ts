import {
  brandFields,
  changesOf,
  draftOf,
  draftReducer,
  isIpOrCidr,
  isoOf,
  localInputOf,
  previewUrlOf,
  problemOf,
  requestsOf,
  type BrandSettingsView,
} from './brand-settings';

const node = (modId: string, on: boolean, childrenNodes: BrandSettingsView['whitelabel'] = []) => ({
  modId,
  name: modId,
  enabled: on ? ('1' as const) : ('0' as const),
  childrenNodes,
});

const rule = (field: string, enabled: boolean, required: boolean) => ({ field, enabled, required });

const view: BrandSettingsView = {
  merchantCode: 'MEGHNA',
  name: 'Meghna Games',
  hosts: ['lite.localhost'],
  whitelabel: [
    node('LOBBY', true),
    node('POINT_MALL', true),
    node('SETTINGS', true, [node('FREE_PLAY', false)]),
  ],
  config: {
    siteOrigins: [],
    languages: ['bn', 'en'],
    defaultLanguage: 'bn',
    defaultTheme: 'dark',
    ageLimit: 18,
    maintenance: {
      enabled: false,
      message: { bn: 'রক্ষণাবেক্ষণ', en: 'Maintenance' },
      until: null,
    },
    regionRestriction: { blockedIps: ['10.0.0.0/8'] },
  },
  effective: {
    registerRules: [
      rule('username', true, true),
      rule('email', true, false),
      rule('payeeName', true, false),
      rule('qqNum', false, false),
      rule('mobileNum', true, true),
    ],
    referral: {
      minFirstDepositMinor: 50_000,
      minValidBetMinor: 100_000,
      validBetDays: 7,
      rewardMinor: 5000,
      payout: 'CASH',
      turnoverMultiple: 0,
      maxRewardsPerMonth: 20,
    },
    vipUpgradeBonus: { '1': 50, '2': 200 },
  },
};

const fields = brandFields(view);
const saved = draftOf(fields, view);
const edit = (...sets: [string, boolean | number | string][]) =>
  sets.reduce((draft, [id, value]) => draftReducer(draft, { type: 'set', id, value }), saved);
const field = (id: string) => fields.find((entry) => entry.id === id)!;
const changed = (draft: typeof saved) =>
  changesOf(fields, saved, draft).map(({ field, before, after }) => [field.id, before, after]);

describe("a brand's settings form", () => {
  it('reads every section: site, modules, flags, registration, maintenance, access, VIP, referral', () => {
    const ids = fields.map((entry) => entry.id);
    expect(ids.slice(0, 8)).toEqual([
      'languages',
      'defaultLanguage',
      'defaultTheme',
      'timeZone',
      'minimumAge',
      'modules.LOBBY',
      'modules.POINT_MALL',
      'flags.FREE_PLAY',
    ]);
    expect(ids).toEqual(
      expect.arrayContaining([
        'registration.email',
        'maintenance',
        'maintenance.bn',
        'maintenance.until',
        'blockedIps',
        'vipBonus.10',
        'vipServiceUrl',
        'referralPayout',
      ]),
    );
    // never username, password or the captcha
    expect(ids.filter((id) => /registration\.(username|password|captcha)/.test(id))).toEqual([]);
    expect(saved).toMatchObject({
      languages: 'bn,en',
      defaultTheme: 'dark',
      timeZone: 'Asia/Dhaka',
      minimumAge: '18',
      'modules.POINT_MALL': true,
      'flags.FREE_PLAY': false,
      'registration.email': 'optional',
      'registration.qqNum': 'hidden',
      'registration.mobileNum': 'required',
      'maintenance.en': 'Maintenance',
      'maintenance.until': '',
      blockedIps: '10.0.0.0/8',
      referralReward: 50,
      referralMinDeposit: 500,
      'vipBonus.2': 200,
      // a level the API does not list, and a key absent from the config
      'vipBonus.3': 0,
      vipTurnover: 0,
      vipServiceUrl: '',
    });
  });

  it('keeps the same draft for a value it already has, and resets to the stored one', () => {
    expect(draftReducer(saved, { type: 'set', id: 'maintenance', value: false })).toBe(saved);
    const edited = edit(['maintenance', true]);
    expect(draftReducer(edited, { type: 'reset', draft: saved })).toBe(saved);
  });

  it('names exactly what changes, now and after; a value set back is no change', () => {
    const draft = edit(
      ['modules.POINT_MALL', false],
      ['flags.FREE_PLAY', true],
      ['maintenance', true],
      ['maintenance', false],
      // the same list, only spaced differently; the same languages in another order
      ['blockedIps', ' 10.0.0.0/8 \n'],
      ['languages', 'en,bn'],
      ['maintenance.en', ' Maintenance '],
      ['referralReward', '75.5'],
      ['registration.email', 'required'],
      ['defaultTheme', 'light'],
    );
    expect(changed(draft)).toEqual([
      ['defaultTheme', 'dark', 'light'],
      ['modules.POINT_MALL', true, false],
      ['flags.FREE_PLAY', false, true],
      ['registration.email', 'optional', 'required'],
      ['referralReward', 50, '75.5'],
    ]);
  });

  it('sends one patch merged at every depth, amounts back in minor units', () => {
    const draft = edit(
      ['modules.POINT_MALL', false],
      ['modules.LOBBY', false],
      ['blockedIps', '1.2.3.4, 10.0.0.0/8'],
      ['referralReward', '75.5'],
      ['referralMonthlyCap', '3'],
      ['registration.email', 'required'],
      ['registration.payeeName', 'hidden'],
      ['vipBonus.1', '60'],
      ['vipBonus.4', '1500'],
      ['vipServiceUrl', ' https://vip.example/desk '],
      ['languages', 'en'],
      ['defaultLanguage', 'en'],
    );
    expect(requestsOf(changesOf(fields, saved, draft), draft)).toEqual({
      patch: {
        languages: ['en'],
        defaultLanguage: 'en',
        modules: { LOBBY: false, POINT_MALL: false },
        registration: {
          fields: {
            payeeName: { enabled: false, required: false },
            email: { enabled: true, required: true },
          },
        },
        regionRestriction: { blockedIps: ['1.2.3.4', '10.0.0.0/8'] },
        vip: { upgradeBonus: { '1': 60, '4': 1500 }, serviceUrl: 'https://vip.example/desk' },
        referral: { rewardMinor: 7550, maxRewardsPerMonth: 3 },
      },
    });
  });

  it('sends maintenance whole, whichever of its parts changed; time zone and age apart', () => {
    const until = '2026-12-24T18:30';
    const draft = edit(
      ['maintenance.en', 'Back at 8 pm'],
      ['maintenance.until', until],
      ['timeZone', 'Asia/Kolkata'],
      ['minimumAge', '21'],
    );
    expect(requestsOf(changesOf(fields, saved, draft), draft)).toEqual({
      patch: {
        maintenance: {
          enabled: false,
          message: { bn: 'রক্ষণাবেক্ষণ', en: 'Back at 8 pm' },
          until: new Date(until).toISOString(),
        },
      },
      timeZone: 'Asia/Kolkata',
      minimumAge: 21,
    });
    // the end cleared: none; a message half empty keeps the stored one (and is flagged)
    const cleared = edit(['maintenance', true], ['maintenance.en', '']);
    expect(requestsOf(changesOf(fields, saved, cleared), cleared).patch).toEqual({
      maintenance: { enabled: true, until: null },
    });
    expect(problemOf(field('maintenance.en'), cleared)).toBe('brands.problems.bothMessages');
  });

  it('refuses what the API would: numbers, languages, addresses, zones, links', () => {
    const problem = (id: string, value: string) => problemOf(field(id), edit([id, value]));
    expect(['', 'abc', '-1'].map((value) => problem('referralReward', value))).toEqual([
      'brands.problems.number',
      'brands.problems.number',
      'brands.problems.number',
    ]);
    expect(problem('referralReward', '0')).toBeNull();
    expect(problem('referralDays', '0')).toBe('brands.problems.wholeNumber');
    expect(problem('referralDays', '2.5')).toBe('brands.problems.wholeNumber');
    expect(problem('vipTurnover', '101')).toBe('brands.problems.number');
    expect(problem('languages', '')).toBe('brands.problems.noLanguage');
    expect(problemOf(field('defaultLanguage'), edit(['languages', 'en']))).toBe(
      'brands.problems.defaultLanguage',
    );
    expect(problem('blockedIps', '10.0.0.0/8\n2001:db8::/32\n192.168.1.7')).toBeNull();
    expect(problem('blockedIps', '10.0.0.0/8\nexample.com')).toBe('brands.problems.blockedIps');
    expect(problem('timeZone', 'Mars/Olympus')).toBe('brands.problems.timeZone');
    expect(problem('timeZone', 'Asia/Kolkata')).toBeNull();
    expect(problem('vipServiceUrl', 'http://vip.example')).toBe('brands.problems.httpsUrl');
    expect(problem('vipServiceUrl', '')).toBeNull();
  });

  it('checks addresses and blocks, and converts the end of maintenance both ways', () => {
    expect(['1.2.3.4', '1.2.3.0/24', '::1', 'fe80::1/64'].map(isIpOrCidr)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['1.2.3', '1.2.3.4/33', '256.1.1.1', 'a::b::c', '1.2.3.4/8/1'].map(isIpOrCidr)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    const iso = '2026-12-24T12:30:00.000Z';
    expect(isoOf(localInputOf(iso))).toBe(iso);
    expect(localInputOf(null)).toBe('');
    expect(isoOf('')).toBeNull();
  });

  it('previews the brand on its own host', () => {
    expect(previewUrlOf(view)).toBe('https://lite.localhost');
    expect(
      previewUrlOf({ ...view, config: { ...view.config, siteOrigins: ['http://a.test:8080'] } }),
    ).toBe('http://a.test:8080');
  });
});
