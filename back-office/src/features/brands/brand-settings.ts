import type { WhitelabelNode } from '@site/contracts';

/**
 * The part of GET /ops/brands/:code/settings the brand page reads (the API's BrandAdminView:
 * the whole stored config, which the contracts do not describe field by field).
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
    maintenance: { enabled: boolean };
    regionRestriction: { blockedIps: string[] };
    referral?: { rewardMinor?: number; maxRewardsPerMonth?: number };
    vip?: { upgradeTurnoverMultiple?: number };
  };
};

/** The body's `patch` of PATCH /ops/brands/:code/settings: the keys this page changes. */
export type BrandPatch = {
  modules?: Record<string, boolean>;
  flags?: Record<string, boolean>;
  maintenance?: { enabled: boolean };
  regionRestriction?: { blockedIps: string[] };
  referral?: { rewardMinor?: number; maxRewardsPerMonth?: number };
  vip?: { upgradeTurnoverMultiple?: number };
};

export type FieldValue = boolean | number | string;
export type FieldGroup = 'modules' | 'flags' | 'status' | 'rewards';

/**
 * One setting the page edits: how to read it from the stored view and how to write it back as
 * a patch. The form, the change summary and the patch all go through this one list.
 */
export type BrandField = {
  id: string;
  group: FieldGroup;
  kind: 'switch' | 'number' | 'lines';
  /** Translation key of the setting's name; modules and flags are named by their id. */
  label: string;
  read: (view: BrandSettingsView) => FieldValue;
  patch: (value: FieldValue) => BrandPatch;
};

/** The brand's defaults where a config has no such key yet (api services/brands/brandConfig.ts). */
const REFERRAL_DEFAULTS = { rewardMinor: 0, maxRewardsPerMonth: 0 };
const VIP_TURNOVER_DEFAULT = 0;

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
  patch: (value) => ({ [group]: { [node.modId]: value === true } }),
});

const linesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The settings of a brand's page, in the page's order: its own modules and flags first. */
export function brandFields(view: BrandSettingsView): BrandField[] {
  const settings = view.whitelabel.find((node) => node.modId === SETTINGS_NODE);
  return [
    ...view.whitelabel
      .filter((node) => node.modId !== SETTINGS_NODE)
      .map((node) => switchOf('modules', node)),
    ...(settings?.childrenNodes ?? []).map((node) => switchOf('flags', node)),
    {
      id: 'maintenance',
      group: 'status',
      kind: 'switch',
      label: 'brands.fields.maintenance',
      read: ({ config }) => config.maintenance.enabled,
      patch: (value) => ({ maintenance: { enabled: value === true } }),
    },
    {
      id: 'blockedIps',
      group: 'status',
      kind: 'lines',
      label: 'brands.fields.blockedIps',
      read: ({ config }) => config.regionRestriction.blockedIps.join('\n'),
      patch: (value) => ({ regionRestriction: { blockedIps: linesOf(String(value)) } }),
    },
    {
      id: 'referralReward',
      group: 'rewards',
      kind: 'number',
      label: 'brands.fields.referralReward',
      // The API keeps amounts in minor units; operators think in taka.
      read: ({ config }) => (config.referral?.rewardMinor ?? REFERRAL_DEFAULTS.rewardMinor) / 100,
      patch: (value) => ({ referral: { rewardMinor: Math.round(Number(value) * 100) } }),
    },
    {
      id: 'referralMonthlyCap',
      group: 'rewards',
      kind: 'number',
      label: 'brands.fields.referralMonthlyCap',
      read: ({ config }) =>
        config.referral?.maxRewardsPerMonth ?? REFERRAL_DEFAULTS.maxRewardsPerMonth,
      patch: (value) => ({ referral: { maxRewardsPerMonth: Math.round(Number(value)) } }),
    },
    {
      id: 'vipTurnover',
      group: 'rewards',
      kind: 'number',
      label: 'brands.fields.vipTurnover',
      read: ({ config }) => config.vip?.upgradeTurnoverMultiple ?? VIP_TURNOVER_DEFAULT,
      patch: (value) => ({ vip: { upgradeTurnoverMultiple: Number(value) } }),
    },
  ];
}

export type BrandDraft = Record<string, FieldValue>;

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

/** Two values of a field are the same setting (a list's spacing and commas do not count). */
const sameValue = (field: BrandField, a: FieldValue, b: FieldValue) =>
  field.kind === 'lines'
    ? linesOf(String(a)).join('\n') === linesOf(String(b)).join('\n')
    : field.kind === 'number'
      ? Number(a) === Number(b)
      : a === b;

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

/** A number field the API would refuse: not a number, or below zero. */
export const invalidNumber = (field: BrandField, value: FieldValue): boolean =>
  field.kind === 'number' && (String(value).trim() === '' || !(Number(value) >= 0));

/** The one PATCH body of the changes: each field's fragment, merged per top-level key. */
export function patchOf(changes: readonly FieldChange[]): BrandPatch {
  const patch: Record<string, Record<string, unknown>> = {};
  for (const { field, after } of changes) {
    for (const [key, fragment] of Object.entries(field.patch(after)))
      patch[key] = { ...patch[key], ...(fragment as Record<string, unknown>) };
  }
  return patch as BrandPatch;
}

/** Where "preview as this brand" goes: its first site origin, else its first host. */
export const previewUrlOf = (view: BrandSettingsView): string | null =>
  view.config.siteOrigins[0] ?? (view.hosts[0] ? `https://${view.hosts[0]}` : null);
