import {
  brandFields,
  changesOf,
  draftOf,
  draftReducer,
  invalidNumber,
  patchOf,
  previewUrlOf,
  type BrandSettingsView,
} from './brand-settings';

const node = (modId: string, on: boolean, childrenNodes: BrandSettingsView['whitelabel'] = []) => ({
  modId,
  name: modId,
  enabled: on ? ('1' as const) : ('0' as const),
  childrenNodes,
});

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
    maintenance: { enabled: false },
    regionRestriction: { blockedIps: ['10.0.0.0/8'] },
    referral: { rewardMinor: 5000 },
  },
};

const fields = brandFields(view);
const saved = draftOf(fields, view);
const edit = (...sets: [string, boolean | number | string][]) =>
  sets.reduce((draft, [id, value]) => draftReducer(draft, { type: 'set', id, value }), saved);

describe("a brand's settings form", () => {
  it('reads modules, the flags under SETTINGS, and the config, amounts in taka', () => {
    expect(fields.map((field) => field.id)).toEqual([
      'modules.LOBBY',
      'modules.POINT_MALL',
      'flags.FREE_PLAY',
      'maintenance',
      'blockedIps',
      'referralReward',
      'referralMonthlyCap',
      'vipTurnover',
    ]);
    expect(saved).toMatchObject({
      'modules.POINT_MALL': true,
      'flags.FREE_PLAY': false,
      blockedIps: '10.0.0.0/8',
      referralReward: 50,
      // absent from the config: the API's default
      vipTurnover: 0,
    });
  });

  it('keeps the same draft for a value it already has, and resets to the stored one', () => {
    expect(draftReducer(saved, { type: 'set', id: 'maintenance', value: false })).toBe(saved);
    const edited = edit(['maintenance', true]);
    expect(draftReducer(edited, { type: 'reset', draft: saved })).toBe(saved);
  });

  it('names exactly what changes, before and after; a value set back is no change', () => {
    const draft = edit(
      ['modules.POINT_MALL', false],
      ['flags.FREE_PLAY', true],
      ['maintenance', true],
      ['maintenance', false],
      // the same list, only spaced differently
      ['blockedIps', ' 10.0.0.0/8 \n'],
      ['referralReward', '75.5'],
    );
    expect(
      changesOf(fields, saved, draft).map(({ field, before, after }) => [field.id, before, after]),
    ).toEqual([
      ['modules.POINT_MALL', true, false],
      ['flags.FREE_PLAY', false, true],
      ['referralReward', 50, '75.5'],
    ]);
  });

  it('sends one patch, merged per key, amounts back in minor units', () => {
    const draft = edit(
      ['modules.POINT_MALL', false],
      ['modules.LOBBY', false],
      ['blockedIps', '1.2.3.4, 10.0.0.0/8'],
      ['referralReward', '75.5'],
      ['referralMonthlyCap', '3'],
    );
    expect(patchOf(changesOf(fields, saved, draft))).toEqual({
      modules: { LOBBY: false, POINT_MALL: false },
      regionRestriction: { blockedIps: ['1.2.3.4', '10.0.0.0/8'] },
      referral: { rewardMinor: 7550, maxRewardsPerMonth: 3 },
    });
  });

  it('refuses an empty or negative number, and previews the brand on its own host', () => {
    const reward = fields.find((field) => field.id === 'referralReward')!;
    expect(['', 'abc', '-1'].map((value) => invalidNumber(reward, value))).toEqual([
      true,
      true,
      true,
    ]);
    expect(invalidNumber(reward, '0')).toBe(false);
    expect(previewUrlOf(view)).toBe('https://lite.localhost');
    expect(
      previewUrlOf({ ...view, config: { ...view.config, siteOrigins: ['http://a.test:8080'] } }),
    ).toBe('http://a.test:8080');
  });
});
