import type { ConfigurableRegisterField, WhitelabelNode } from '@site/contracts';

/** Register fields always shown and required: the API refuses a setting of theirs. */
const FIXED_REGISTER_FIELDS: readonly string[] = ['username', 'password', 'captcha'];

const LANGUAGES = ['bn', 'en'] as const;
const VIP_LEVELS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

type Referral = {
  minFirstDepositMinor: number;
  minValidBetMinor: number;
  validBetDays: number;
  rewardMinor: number;
  payout: 'CASH' | 'BONUS';
  turnoverMultiple: number;
  maxRewardsPerMonth: number;
};

/**
 * The part of GET /ops/brands/:code/settings the brand page reads (the API's BrandAdminView:
 * the whole stored config, which the contracts do not describe field by field, and what the
 * site runs on where the config leaves a key to a default).
 */
export type BrandSettingsView = {
  merchantCode: string;
  name: string;
  hosts: string[];
  whitelabel: WhitelabelNode[];
  config: {
    siteOrigins: string[];
    languages: string[];
    defaultLanguage: string;
    defaultTheme: 'light' | 'dark';
    timeZone?: string;
    ageLimit: number;
    maintenance: {
      enabled: boolean;
      message?: { bn: string; en: string };
      until?: string | null;
    };
    regionRestriction: { blockedIps: string[] };
    vip?: { upgradeTurnoverMultiple?: number; serviceUrl?: string | null };
  };
  effective: {
    registerRules: { field: string; enabled: boolean; required: boolean }[];
    referral: Referral;
    vipUpgradeBonus: Record<string, number>;
  };
};

/** The body's `patch` of PATCH /ops/brands/:code/settings: the keys this page changes. */
export type BrandPatch = {
  modules?: Record<string, boolean>;
  flags?: Record<string, boolean>;
  languages?: string[];
  defaultLanguage?: string;
  defaultTheme?: 'light' | 'dark';
  registration?: {
    fields: Partial<Record<ConfigurableRegisterField, { enabled: boolean; required: boolean }>>;
  };
  maintenance?: { enabled: boolean; message?: { bn: string; en: string }; until?: string | null };
  regionRestriction?: { blockedIps: string[] };
  referral?: Partial<Referral>;
  vip?: {
    upgradeBonus?: Record<string, number>;
    upgradeTurnoverMultiple?: number;
    serviceUrl?: string | null;
  };
};

/**
 * What one setting's new value asks of the API: a fragment of the PATCH, or the time zone's
 * or the minimum age's own PUT.
 */
export type BrandRequest = { patch?: BrandPatch; timeZone?: string; minimumAge?: number };

/** What the time zone's and the minimum age's PUT answer. */
export type SettingChange<Value> = { merchantCode: string; before: Value; after: Value };

export type FieldValue = boolean | number | string;
export type FieldGroup =
  'site' | 'modules' | 'flags' | 'registration' | 'maintenance' | 'access' | 'vip' | 'referral';
export const GROUPS: readonly FieldGroup[] = [
  'site',
  'modules',
  'flags',
  'registration',
  'maintenance',
  'access',
  'vip',
  'referral',
];

export type BrandDraft = Record<string, FieldValue>;

/**
 * One setting the page edits: how to read it from the stored view and how to write it back.
 * The form, the change summary, the checks and the requests all go through this one list.
 */
export type BrandField = {
  id: string;
  group: FieldGroup;
  kind: 'switch' | 'number' | 'lines' | 'text' | 'choice' | 'choices' | 'datetime';
  /** Translation key of the setting's name, and its values. */
  label: string;
  labelValues?: Record<string, number>;
  /** Choice and choices: the values, each named by the key `${optionLabels}.${value}`. */
  options?: readonly string[];
  optionLabels?: string;
  /** Numbers: bounds and whether a fraction is allowed (the API's schema). */
  min?: number;
  max?: number;
  integer?: boolean;
  read: (view: BrandSettingsView) => FieldValue;
  /** The request of the value; `draft` for settings the API takes together (maintenance). */
  request: (value: FieldValue, draft: BrandDraft) => BrandRequest;
  /** A translation key of why the API would refuse the value, or null. */
  problem?: (value: FieldValue, draft: BrandDraft) => string | null;
};

const SETTINGS_NODE = 'SETTINGS';

const switchOf = (group: 'modules' | 'flags', node: WhitelabelNode): BrandField => ({
  id: `${group}.${node.modId}`,
  group,
  kind: 'switch',
  label: `brands.${group}.${node.modId}`,
  read: (view) => {
    const nodes =
      group === 'modules'
        ? view.whitelabel
        : (view.whitelabel.find((entry) => entry.modId === SETTINGS_NODE)?.childrenNodes ?? []);
    return nodes.find((entry) => entry.modId === node.modId)?.enabled === '1';
  },
  request: (value) => ({ patch: { [group]: { [node.modId]: value === true } } }),
});

export const linesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+(:(\d{1,3}\.){3}\d{1,3})?$/i;

/** An IPv4 or IPv6 address, or a CIDR block of one (what the API's region check takes). */
export function isIpOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && address.includes(':') && IPV6.test(address) && address.split('::').length <= 2;
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (v4 ? 32 : 128);
}

/** A zone name this browser's clock knows (the API checks against the same IANA list). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

/** The IANA zones this browser knows, with the brand's own whatever it is. */
function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** An ISO instant as the value of a `datetime-local` input (this browser's time), or ''. */
export function localInputOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value (this browser's time) as an ISO instant, or null when empty. */
export function isoOf(local: string): string | null {
  if (local.trim() === '') return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

const number = (
  id: string,
  group: FieldGroup,
  read: (view: BrandSettingsView) => number,
  request: (value: number) => BrandRequest,
  bounds: { min?: number; max?: number; integer?: boolean } = {},
): BrandField => ({
  id,
  group,
  kind: 'number',
  label: `brands.fields.${id}`,
  ...bounds,
  read,
  request: (value) => request(Number(value)),
});

/** A register field's setting as one choice of three. */
const REGISTER_CHOICES = ['hidden', 'optional', 'required'] as const;
const registerField = (field: ConfigurableRegisterField): BrandField => ({
  id: `registration.${field}`,
  group: 'registration',
  kind: 'choice',
  label: `brands.registerFields.${field}`,
  options: REGISTER_CHOICES,
  optionLabels: 'brands.registerChoices',
  read: ({ effective }) => {
    const rule = effective.registerRules.find((entry) => entry.field === field);
    return !rule?.enabled ? 'hidden' : rule.required ? 'required' : 'optional';
  },
  request: (value) => ({
    patch: {
      registration: {
        fields: { [field]: { enabled: value !== 'hidden', required: value === 'required' } },
      },
    },
  }),
});

/** Maintenance's switch, message and end travel as one object (the API requires `enabled`). */
const maintenanceOf = (draft: BrandDraft): BrandRequest => ({
  patch: {
    maintenance: {
      enabled: draft.maintenance === true,
      // Both languages or none (the API keeps the stored message, or its default).
      ...(String(draft['maintenance.bn']).trim() !== '' &&
        String(draft['maintenance.en']).trim() !== '' && {
          message: {
            bn: String(draft['maintenance.bn']).trim(),
            en: String(draft['maintenance.en']).trim(),
          },
        }),
      until: isoOf(String(draft['maintenance.until'])),
    },
  },
});

const major = (minor: number) => minor / 100;
const minor = (major: number) => Math.round(major * 100);

/** The settings of a brand's page, in the page's order. */
export function brandFields(view: BrandSettingsView): BrandField[] {
  const settings = view.whitelabel.find((node) => node.modId === SETTINGS_NODE);
  return [
    {
      id: 'languages',
      group: 'site',
      kind: 'choices',
      label: 'brands.fields.languages',
      options: LANGUAGES,
      optionLabels: 'brands.languages',
      read: ({ config }) => LANGUAGES.filter((code) => config.languages.includes(code)).join(','),
      request: (value) => ({ patch: { languages: linesOf(String(value)) } }),
      problem: (value) =>
        linesOf(String(value)).length === 0 ? 'brands.problems.noLanguage' : null,
    },
    {
      id: 'defaultLanguage',
      group: 'site',
      kind: 'choice',
      label: 'brands.fields.defaultLanguage',
      options: LANGUAGES,
      optionLabels: 'brands.languages',
      read: ({ config }) => config.defaultLanguage,
      request: (value) => ({ patch: { defaultLanguage: String(value) } }),
      problem: (value, draft) =>
        linesOf(String(draft.languages)).includes(String(value))
          ? null
          : 'brands.problems.defaultLanguage',
    },
    {
      id: 'defaultTheme',
      group: 'site',
      kind: 'choice',
      label: 'brands.fields.defaultTheme',
      options: ['light', 'dark'],
      optionLabels: 'brands.themes',
      read: ({ config }) => config.defaultTheme,
      request: (value) => ({ patch: { defaultTheme: value === 'dark' ? 'dark' : 'light' } }),
    },
    {
      id: 'timeZone',
      group: 'site',
      kind: 'choice',
      label: 'brands.fields.timeZone',
      options: timeZones(view.config.timeZone ?? DEFAULT_TIME_ZONE),
      read: ({ config }) => config.timeZone ?? DEFAULT_TIME_ZONE,
      request: (value) => ({ timeZone: String(value).trim() }),
      problem: (value) => (isTimeZone(String(value).trim()) ? null : 'brands.problems.timeZone'),
    },
    {
      id: 'minimumAge',
      group: 'site',
      kind: 'choice',
      label: 'brands.fields.minimumAge',
      options: ['18', '21'],
      read: ({ config }) => String(config.ageLimit),
      request: (value) => ({ minimumAge: Number(value) }),
    },
    ...view.whitelabel
      .filter((node) => node.modId !== SETTINGS_NODE)
      .map((node) => switchOf('modules', node)),
    ...(settings?.childrenNodes ?? []).map((node) => switchOf('flags', node)),
    // The register form's fields as the API lists them (spec §5), less the fixed ones.
    ...view.effective.registerRules
      .map((rule) => rule.field)
      .filter((field) => !FIXED_REGISTER_FIELDS.includes(field))
      .map((field) => registerField(field as ConfigurableRegisterField)),
    {
      id: 'maintenance',
      group: 'maintenance',
      kind: 'switch',
      label: 'brands.fields.maintenance',
      read: ({ config }) => config.maintenance.enabled,
      request: (_value, draft) => maintenanceOf(draft),
    },
    ...(['bn', 'en'] as const).map((language): BrandField => ({
      id: `maintenance.${language}`,
      group: 'maintenance',
      kind: 'text',
      label: `brands.fields.maintenanceMessage.${language}`,
      read: ({ config }) => config.maintenance.message?.[language] ?? '',
      request: (_value, draft) => maintenanceOf(draft),
      problem: (value, draft) => {
        if (String(value).length > 2000) return 'brands.problems.tooLong';
        const other = draft[`maintenance.${language === 'bn' ? 'en' : 'bn'}`];
        return String(value).trim() === '' && String(other).trim() !== ''
          ? 'brands.problems.bothMessages'
          : null;
      },
    })),
    {
      id: 'maintenance.until',
      group: 'maintenance',
      kind: 'datetime',
      label: 'brands.fields.maintenanceUntil',
      read: ({ config }) => localInputOf(config.maintenance.until),
      request: (_value, draft) => maintenanceOf(draft),
      problem: (value) =>
        String(value).trim() !== '' && isoOf(String(value)) === null
          ? 'brands.problems.dateTime'
          : null,
    },
    {
      id: 'blockedIps',
      group: 'access',
      kind: 'lines',
      label: 'brands.fields.blockedIps',
      read: ({ config }) => config.regionRestriction.blockedIps.join('\n'),
      request: (value) => ({
        patch: { regionRestriction: { blockedIps: linesOf(String(value)) } },
      }),
      problem: (value) => {
        const entries = linesOf(String(value));
        if (entries.length > 1000) return 'brands.problems.tooMany';
        return entries.every(isIpOrCidr) ? null : 'brands.problems.blockedIps';
      },
    },
    ...VIP_LEVELS.map((level): BrandField => ({
      ...number(
        `vipBonus.${level}`,
        'vip',
        ({ effective }) => effective.vipUpgradeBonus[level] ?? 0,
        (value) => ({ patch: { vip: { upgradeBonus: { [level]: value } } } }),
        { max: 10_000_000 },
      ),
      label: 'brands.fields.vipBonus',
      labelValues: { level: Number(level) },
    })),
    number(
      'vipTurnover',
      'vip',
      ({ config }) => config.vip?.upgradeTurnoverMultiple ?? 0,
      (value) => ({ patch: { vip: { upgradeTurnoverMultiple: value } } }),
      { max: 100 },
    ),
    {
      id: 'vipServiceUrl',
      group: 'vip',
      kind: 'text',
      label: 'brands.fields.vipServiceUrl',
      read: ({ config }) => config.vip?.serviceUrl ?? '',
      request: (value) => ({ patch: { vip: { serviceUrl: String(value).trim() || null } } }),
      problem: (value) => {
        const url = String(value).trim();
        return url === '' || (/^https:\/\/\S+$/.test(url) && url.length <= 300)
          ? null
          : 'brands.problems.httpsUrl';
      },
    },
    // Amounts: the API keeps minor units, operators think in taka.
    number(
      'referralMinDeposit',
      'referral',
      ({ effective }) => major(effective.referral.minFirstDepositMinor),
      (value) => ({ patch: { referral: { minFirstDepositMinor: minor(value) } } }),
      { max: 1_000_000 },
    ),
    number(
      'referralMinValidBet',
      'referral',
      ({ effective }) => major(effective.referral.minValidBetMinor),
      (value) => ({ patch: { referral: { minValidBetMinor: minor(value) } } }),
      { max: 10_000_000 },
    ),
    number(
      'referralDays',
      'referral',
      ({ effective }) => effective.referral.validBetDays,
      (value) => ({ patch: { referral: { validBetDays: value } } }),
      { min: 1, max: 365, integer: true },
    ),
    number(
      'referralReward',
      'referral',
      ({ effective }) => major(effective.referral.rewardMinor),
      (value) => ({ patch: { referral: { rewardMinor: minor(value) } } }),
      { max: 1_000_000 },
    ),
    {
      id: 'referralPayout',
      group: 'referral',
      kind: 'choice',
      label: 'brands.fields.referralPayout',
      options: ['CASH', 'BONUS'],
      optionLabels: 'brands.payouts',
      read: ({ effective }) => effective.referral.payout,
      request: (value) => ({
        patch: { referral: { payout: value === 'BONUS' ? 'BONUS' : 'CASH' } },
      }),
    },
    number(
      'referralTurnover',
      'referral',
      ({ effective }) => effective.referral.turnoverMultiple,
      (value) => ({ patch: { referral: { turnoverMultiple: value } } }),
      { max: 100 },
    ),
    number(
      'referralMonthlyCap',
      'referral',
      ({ effective }) => effective.referral.maxRewardsPerMonth,
      (value) => ({ patch: { referral: { maxRewardsPerMonth: value } } }),
      { max: 10_000, integer: true },
    ),
  ];
}

export const draftOf = (fields: readonly BrandField[], view: BrandSettingsView): BrandDraft =>
  Object.fromEntries(fields.map((field) => [field.id, field.read(view)]));

export type DraftAction =
  | { type: 'set'; id: string; value: FieldValue }
  /** Back to the stored values: after a cancel, a saved change or another brand's answer. */
  | { type: 'reset'; draft: BrandDraft };

export function draftReducer(draft: BrandDraft, action: DraftAction): BrandDraft {
  if (action.type === 'reset') return action.draft;
  return draft[action.id] === action.value ? draft : { ...draft, [action.id]: action.value };
}

/** Two values of a field are the same setting (a list's spacing, order of choices do not count). */
const sameValue = (field: BrandField, a: FieldValue, b: FieldValue) => {
  if (field.kind === 'lines')
    return linesOf(String(a)).join('\n') === linesOf(String(b)).join('\n');
  if (field.kind === 'choices')
    return [...linesOf(String(a))].sort().join() === [...linesOf(String(b))].sort().join();
  if (field.kind === 'number') return Number(a) === Number(b);
  if (field.kind === 'text') return String(a).trim() === String(b).trim();
  return a === b;
};

export type FieldChange = { field: BrandField; before: FieldValue; after: FieldValue };

/** What the confirmation names: every field whose draft differs from what is stored. */
export const changesOf = (
  fields: readonly BrandField[],
  saved: BrandDraft,
  draft: BrandDraft,
): FieldChange[] =>
  fields
    .filter((field) => !sameValue(field, saved[field.id]!, draft[field.id]!))
    .map((field) => ({ field, before: saved[field.id]!, after: draft[field.id]! }));

/** Why the API would refuse a field's draft value (a translation key), or null. */
export function problemOf(field: BrandField, draft: BrandDraft): string | null {
  const value = draft[field.id]!;
  if (field.kind === 'number') {
    const text = String(value).trim();
    const amount = Number(text);
    if (
      text === '' ||
      !Number.isFinite(amount) ||
      amount < (field.min ?? 0) ||
      (field.max !== undefined && amount > field.max) ||
      (field.integer && !Number.isInteger(amount))
    )
      return field.integer ? 'brands.problems.wholeNumber' : 'brands.problems.number';
  }
  return field.problem?.(value, draft) ?? null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merged key by key at every depth; anything else (lists, values) replaced. */
function merged(a: unknown, b: unknown): unknown {
  if (!isObject(a) || !isObject(b)) return b;
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) out[key] = merged(out[key], value);
  return out;
}

/**
 * The calls of the changes: one PATCH of every fragment (null when none), the time zone's PUT
 * and the minimum age's PUT when they change.
 */
export function requestsOf(changes: readonly FieldChange[], draft: BrandDraft): BrandRequest {
  return changes.reduce<BrandRequest>(
    (all, { field, after }) => merged(all, field.request(after, draft)) as BrandRequest,
    {},
  );
}

/** Where "preview as this brand" goes: its first site origin, else its first host. */
export const previewUrlOf = (view: BrandSettingsView): string | null =>
  view.config.siteOrigins[0] ?? (view.hosts[0] ? `https://${view.hosts[0]}` : null);
