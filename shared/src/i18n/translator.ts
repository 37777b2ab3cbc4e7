import { formatNumber } from './format-number';

/** One namespace's strings in one language: texts, grouped under dotted keys. */
export type TranslationTree = { readonly [key: string]: string | TranslationTree };

/**
 * What a text may take: `count` picks the plural form (`key_one`, `key_other`, by the
 * language's plural rules) and fills `{{count}}`; any other value fills its `{{name}}`.
 */
export type TOptions = {
  /** A number, or one already written in the reader's digits (its plural is then `other`). */
  count?: number | string;
  /** Shown (and filled in) when no language has the key. */
  defaultValue?: string;
  /** The namespace to look in, when not the translator's own (`ns:key` does the same). */
  ns?: string;
  /** Answers the group under the key instead of one text. */
  returnObjects?: boolean;
  [value: string]: unknown;
};

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

export interface I18n {
  /** The language texts are shown in. */
  readonly language: string;
  /**
   * Rises with every change a reader of these namespaces could see: a language switch, or a
   * bundle of one of them added in the language shown or its fallback.
   */
  revisionOf(namespaces: readonly string[]): number;
  /** Texts of one namespace in the current language; the same function until the next change. */
  getFixedT(namespace: string): TFunction;
  /** Texts of the default namespace. */
  t: TFunction;
  exists(key: string, options?: { ns?: string }): boolean;
  changeLanguage(language: string): void;
  addResourceBundle(language: string, namespace: string, strings: TranslationTree): void;
  hasResourceBundle(language: string, namespace: string): boolean;
  /** Calls `listener` after every change a reader could see; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export type I18nOptions = {
  language: string;
  /** Where a key missing in the current language is looked up next. */
  fallbackLanguage: string;
  defaultNamespace: string;
};

const NAMESPACE_SEPARATOR = ':';
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
/** `number` or `number(useGrouping: false; minimumFractionDigits: 2)`. */
const FORMAT = /^(\w+)(?:\((.*)\))?$/;

function lookup(
  tree: TranslationTree | undefined,
  key: string,
): string | TranslationTree | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const segment of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, segment)) return;
    node = node[segment];
  }
  return node;
}

const rulesByLanguage = new Map<string, Intl.PluralRules>();
function pluralRules(language: string): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) rulesByLanguage.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

function formatOptions(text: string | undefined): Intl.NumberFormatOptions {
  const options: Record<string, string | number | boolean> = {};
  for (const pair of text?.split(';') ?? []) {
    const [name, raw] = pair.split(':').map((part) => part.trim());
    if (!name || raw === undefined) continue;
    options[name] =
      raw === 'true'
        ? true
        : raw === 'false'
          ? false
          : Number.isNaN(Number(raw))
            ? raw
            : Number(raw);
  }
  return options;
}

function interpolate(text: string, values: TOptions, language: string): string {
  return text.replace(PLACEHOLDER, (_, placeholder: string) => {
    const [name = '', format] = placeholder.split(/,(.*)/s).map((part) => part.trim());
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined || value === null) return '';
    const formatted = format?.match(FORMAT);
    if (formatted?.[1] === 'number' && typeof value === 'number') {
      return formatNumber(value, language, formatOptions(formatted[2]));
    }
    return String(value);
  });
}

/**
 * The site's translations: the i18next subset the site uses (namespaces, `ns:key`, dotted keys,
 * plurals by `Intl.PluralRules`, `{{value}}` and `{{value, number(…)}}`, a fallback language,
 * `defaultValue`, `returnObjects`) in 1–2 KB instead of i18next's 17 KB, which the shell's
 * first-load budget could not carry.
 */
export function createI18n(options: I18nOptions): I18n {
  const bundles = new Map<string, TranslationTree>();
  const fixed = new Map<string, TFunction>();
  const listeners = new Set<() => void>();
  let language = options.language;
  let languageRevision = 0;
  const namespaceRevisions = new Map<string, number>();

  const bundleId = (lng: string, namespace: string) => `${lng}${NAMESPACE_SEPARATOR}${namespace}`;
  const changed = () => {
    fixed.clear();
    for (const listener of [...listeners]) listener();
  };

  /** The namespace a key names (`ns:key`), else the caller's. */
  function split(key: string, namespace: string): [string, string] {
    const at = key.indexOf(NAMESPACE_SEPARATOR);
    return at < 0 ? [namespace, key] : [key.slice(0, at), key.slice(at + 1)];
  }

  function find(namespace: string, key: string, count: number | string | undefined) {
    const languages =
      language === options.fallbackLanguage ? [language] : [language, options.fallbackLanguage];
    for (const lng of languages) {
      const tree = bundles.get(bundleId(lng, namespace));
      const found =
        (count === undefined
          ? undefined
          : (lookup(tree, `${key}_${pluralRules(lng).select(Number(count))}`) ??
            lookup(tree, `${key}_other`))) ?? lookup(tree, key);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  function translate(namespace: string, fullKey: string, values: TOptions = {}) {
    const [ns, key] = split(fullKey, values.ns ?? namespace);
    const found = find(ns, key, values.count);
    if (found !== undefined && typeof found !== 'string') return values.returnObjects ? found : key;
    return interpolate(found ?? values.defaultValue ?? key, values, language);
  }

  const i18n: I18n = {
    get language() {
      return language;
    },
    revisionOf(namespaces) {
      let sum = languageRevision;
      for (const namespace of namespaces) sum += namespaceRevisions.get(namespace) ?? 0;
      return sum;
    },
    getFixedT(namespace) {
      let t = fixed.get(namespace);
      if (!t) {
        t = ((key: string, values?: TOptions) => translate(namespace, key, values)) as TFunction;
        fixed.set(namespace, t);
      }
      return t;
    },
    t: ((key: string, values?: TOptions) =>
      translate(options.defaultNamespace, key, values)) as TFunction,
    exists(fullKey, { ns } = {}) {
      const [namespace, key] = split(fullKey, ns ?? options.defaultNamespace);
      return find(namespace, key, undefined) !== undefined;
    },
    changeLanguage(next) {
      if (next === language) return;
      language = next;
      languageRevision += 1;
      changed();
    },
    addResourceBundle(lng, namespace, strings) {
      bundles.set(bundleId(lng, namespace), strings);
      // A bundle in a language not shown (a remote brings both of its own) changes no text: the
      // page renders nothing again for it, and shows it once the reader switches to it.
      if (lng !== language && lng !== options.fallbackLanguage) return;
      namespaceRevisions.set(namespace, (namespaceRevisions.get(namespace) ?? 0) + 1);
      changed();
    },
    hasResourceBundle: (lng, namespace) => bundles.has(bundleId(lng, namespace)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return i18n;
}
