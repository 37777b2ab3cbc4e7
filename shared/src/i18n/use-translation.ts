import { useSyncExternalStore } from 'react';
import { COMMON_NAMESPACE, i18n } from './setup-i18n';
import type { I18n, TFunction } from './translator';

const revisionOf = () => i18n.revision;

/**
 * Texts of `namespace` (the first one, when given several: others are reached as `ns:key`), in
 * the page's language. The component renders again when the language changes or a bundle
 * arrives, so a remote's strings that come after its first render still show.
 */
export function useTranslation(namespace: string | readonly string[] = COMMON_NAMESPACE): {
  t: TFunction;
  i18n: I18n;
} {
  useSyncExternalStore(i18n.subscribe, revisionOf);
  const own = typeof namespace === 'string' ? namespace : (namespace[0] ?? COMMON_NAMESPACE);
  return { t: i18n.getFixedT(own), i18n };
}
