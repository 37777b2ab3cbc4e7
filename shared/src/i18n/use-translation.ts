import { useSyncExternalStore } from 'react';
import { COMMON_NAMESPACE, i18n } from './setup-i18n';
import type { I18n, TFunction } from './translator';

/**
 * Texts of `namespace` (the first one, when given several: others are reached as `ns:key`), in
 * the page's language. The component renders again when the language changes or a bundle of its
 * namespaces (or the common one) arrives, so a remote's strings that come after its first render
 * still show, and a remote's bundle arriving does not render the rest of the page again.
 */
export function useTranslation(namespace: string | readonly string[] = COMMON_NAMESPACE): {
  t: TFunction;
  i18n: I18n;
} {
  const namespaces = typeof namespace === 'string' ? [namespace] : namespace;
  useSyncExternalStore(i18n.subscribe, () => i18n.revisionOf([...namespaces, COMMON_NAMESPACE]));
  const own = namespaces[0] ?? COMMON_NAMESPACE;
  return { t: i18n.getFixedT(own), i18n };
}
