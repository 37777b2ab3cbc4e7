/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every translation file of the workspace: Bengali and English carry the same keys, no empty
 * text, and every literal key the code passes to t() exists where that t() looks it up.
 */
const WORKSPACE = join(__dirname, '../../..');
const COMMON = 'common';
const COMMON_PREFIXES = ['errors.', 'actions.', 'remote.', 'money.'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Namespace = { name: string; bn: string; en: string };
type App = { dir: string; namespace: Namespace; constant: string };

const common: Namespace = {
  name: COMMON,
  bn: 'shared/src/i18n/locales/bn.json',
  en: 'shared/src/i18n/locales/en.json',
};
const appNamespace = (dir: string, name: string): Namespace => ({
  name,
  bn: `${dir}/src/i18n/bn.json`,
  en: `${dir}/src/i18n/en.json`,
});

const APPS: App[] = [
  { dir: 'shared', namespace: common, constant: 'COMMON_NAMESPACE' },
  { dir: 'shell', namespace: appNamespace('shell', 'shell'), constant: 'SHELL_NAMESPACE' },
  { dir: 'mf-lobby', namespace: appNamespace('mf-lobby', 'lobby'), constant: 'NAMESPACE' },
  { dir: 'mf-lottery', namespace: appNamespace('mf-lottery', 'lottery'), constant: 'NAMESPACE' },
  {
    dir: 'mf-member-centre',
    namespace: appNamespace('mf-member-centre', 'memberCentre'),
    constant: 'NAMESPACE',
  },
  {
    dir: 'mf-agent-centre',
    namespace: appNamespace('mf-agent-centre', 'agentCentre'),
    constant: 'NAMESPACE',
  },
  {
    dir: 'mf-points-mall',
    namespace: appNamespace('mf-points-mall', 'pointsMall'),
    constant: 'NAMESPACE',
  },
  {
    dir: 'mf-sportsbook',
    namespace: appNamespace('mf-sportsbook', 'sportsbook'),
    constant: 'NAMESPACE',
  },
  {
    dir: 'mf-tables',
    namespace: appNamespace('mf-tables', 'tables'),
    constant: 'NAMESPACE',
  },
];

/**
 * A feature's own namespace: `features/<name>/i18n/<name>-translations.ts` exports its name
 * (`export const DEPOSIT_NAMESPACE = 'memberCentre.deposit'`) beside its bn.json and en.json.
 * The constant resolves to it only in that feature's files.
 */
type FeatureNamespace = Namespace & { constant: string; folder: string };
function featureNamespaces(app: App): FeatureNamespace[] {
  const features = join(WORKSPACE, app.dir, 'src/features');
  if (!existsSync(features)) return [];
  const found: FeatureNamespace[] = [];
  for (const feature of readdirSync(features)) {
    const folder = `${app.dir}/src/features/${feature}/`;
    const i18n = join(WORKSPACE, folder, 'i18n');
    if (!existsSync(i18n)) continue;
    for (const file of readdirSync(i18n).filter((name) => name.endsWith('-translations.ts'))) {
      const source = readFileSync(join(i18n, file), 'utf8');
      for (const match of source.matchAll(/export const (\w+) = '([^']+)'/g))
        found.push({
          constant: match[1]!,
          name: match[2]!,
          folder,
          bn: `${folder}i18n/bn.json`,
          en: `${folder}i18n/en.json`,
        });
    }
  }
  return found;
}
const FEATURES = APPS.flatMap(featureNamespaces);

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(WORKSPACE, file), 'utf8'));

/** 'a.b.c' → text, for every leaf of a translation file. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null)
      for (const [k, v] of flatten(value, path)) leaves.set(k, v);
    else leaves.set(path, value);
  }
  return leaves;
}

const baseKeys = (leaves: Map<string, unknown>) =>
  new Set([...leaves.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));

const leavesOf = (namespace: Namespace, language: 'bn' | 'en') =>
  flatten(readJson(namespace[language]));

/** The keys a namespace resolves, in both languages (checked equal below). */
const keysOf = new Map<string, Set<string>>(
  [common, ...APPS.map((app) => app.namespace), ...FEATURES].map((namespace) => [
    namespace.name,
    baseKeys(leavesOf(namespace, 'en')),
  ]),
);

describe.each([common, ...APPS.slice(1).map((app) => app.namespace), ...FEATURES])(
  'namespace $name',
  (namespace) => {
    const bn = leavesOf(namespace, 'bn');
    const en = leavesOf(namespace, 'en');

    it('has the same keys in Bengali and English (plural forms compared by their base key)', () => {
      const bnKeys = [...baseKeys(bn)].sort();
      const enKeys = [...baseKeys(en)].sort();
      expect({
        onlyInBn: bnKeys.filter((key) => !enKeys.includes(key)),
        onlyInEn: enKeys.filter((key) => !bnKeys.includes(key)),
      }).toEqual({
        onlyInBn: [],
        onlyInEn: [],
      });
    });

    it('has no empty or non-text value', () => {
      const bad = [
        ...[...bn].map(([key, value]) => ['bn', key, value] as const),
        ...[...en].map(([key, value]) => ['en', key, value] as const),
      ]
        .filter(([, , value]) => typeof value !== 'string' || value.trim() === '')
        .map(([language, key]) => `${language}:${key}`);
      expect(bad).toEqual([]);
    });
  },
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

const LITERAL = String.raw`(?:'([^'\\]*)'|"([^"\\]*)"|\x60([^\x60\\$]*)\x60)`;
/** t('key'), t("key"), t(`key`) – a template with ${…} is dynamic and skipped. */
const T_CALL = new RegExp(String.raw`(?<![\w.$])t\(\s*${LITERAL}\s*([,)])`, 'g');
/** t(condition ? 'a' : 'b') */
const T_TERNARY = new RegExp(
  String.raw`(?<![\w.$])t\([^()]*?\?\s*${LITERAL}\s*:\s*${LITERAL}\s*[,)]`,
  'g',
);
/** t(`prefix.${part}`): only the part before the first ${…} is known; it must lead to keys. */
const T_DYNAMIC = /(?<![\w.$])t\(\s*\x60([^\x60\\$]*)\$\{/g;
const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|\w+)\s*\)/g;
const NS_OPTION = /^\s*\{[^}]*\bns:\s*(\w+)/;

type KeyUse = { file: string; key: string; namespaces: string[]; prefixOnly?: boolean };

function keyUses(app: App): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const path of sourceFiles(join(WORKSPACE, app.dir, 'src'))) {
    const source = readFileSync(path, 'utf8');
    const file = relative(WORKSPACE, path);
    const namespaceOf = (constant: string) =>
      FEATURES.find((feature) => file.startsWith(feature.folder) && feature.constant === constant)
        ?.name ??
      (constant === 'COMMON_NAMESPACE'
        ? COMMON
        : constant === app.constant
          ? app.namespace.name
          : constant);
    const hooks = [...source.matchAll(USE_TRANSLATION)].map((match) => ({
      at: match.index,
      namespaces: match[1]!
        .replace(/[[\]\s]/g, '')
        .split(',')
        .filter(Boolean)
        .map(namespaceOf),
    }));
    /** The namespaces the t() at `at` looks in: an explicit ns option, else those of the nearest hook above it. */
    const lookup = (key: string, at: number, rest: string): string[] => {
      const explicit = NS_OPTION.exec(rest);
      if (explicit) return [namespaceOf(explicit[1]!)];
      const hook = hooks.filter((candidate) => candidate.at < at).at(-1);
      if (hook) return hook.namespaces;
      if (COMMON_PREFIXES.some((prefix) => key.startsWith(prefix))) return [COMMON];
      // A helper handed its feature's t(): the feature's namespace.
      const own = FEATURES.filter((feature) => file.startsWith(feature.folder));
      return own.length > 0 ? own.map((feature) => feature.name) : [app.namespace.name];
    };
    for (const match of source.matchAll(T_CALL)) {
      const key = match[1] ?? match[2] ?? match[3]!;
      const rest =
        match[4] === ','
          ? source.slice(match.index + match[0].length, match.index + match[0].length + 200)
          : '';
      uses.push({ file, key, namespaces: lookup(key, match.index, rest) });
    }
    for (const match of source.matchAll(T_DYNAMIC)) {
      const prefix = match[1]!.slice(0, match[1]!.lastIndexOf('.') + 1);
      if (prefix)
        uses.push({
          file,
          key: prefix,
          namespaces: lookup(prefix, match.index, ''),
          prefixOnly: true,
        });
    }
    for (const match of source.matchAll(T_TERNARY)) {
      for (const key of [match[1] ?? match[2] ?? match[3], match[4] ?? match[5] ?? match[6]]) {
        if (key !== undefined) uses.push({ file, key, namespaces: lookup(key, match.index, '') });
      }
    }
  }
  return uses;
}

describe.each(APPS)('code of $dir', (app) => {
  const uses = keyUses(app);

  it('uses translation keys (the scan finds them)', () => {
    expect(uses.length).toBeGreaterThan(0);
  });

  it('uses only keys that exist in the namespace its t() reads', () => {
    const missing = uses
      // useTranslation(namespace) with a parameter: the caller's namespace, checked at the caller.
      .filter(
        ({ namespaces }) =>
          !namespaces.every((name) => /^[a-z]\w*$/.test(name) && !keysOf.has(name)),
      )
      .filter(({ key, namespaces, prefixOnly }) =>
        prefixOnly
          ? !namespaces.some((namespace) =>
              [...(keysOf.get(namespace) ?? [])].some((known) => known.startsWith(key)),
            )
          : // A key may name a whole subtree (t(key, { returnObjects: true })).
            !namespaces.some(
              (namespace) =>
                keysOf.get(namespace)?.has(key) ||
                [...(keysOf.get(namespace) ?? [])].some((known) => known.startsWith(`${key}.`)),
            ),
      )
      .map(({ file, key, namespaces, prefixOnly }) =>
        prefixOnly
          ? `${file}: no key under '${key}…' in ${namespaces.join(' or ')}`
          : `${file}: '${key}' not in ${namespaces.join(' or ')}`,
      );
    expect(missing).toEqual([]);
  });
});
