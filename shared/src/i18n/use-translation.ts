import { useMemo } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { bundleAddedEvent, COMMON_NAMESPACE, i18n } from './instance';

/**
 * Texts of `namespace` (the first one, when given several: others are reached as `ns:key`), in
 * the page's language: react-i18next's hook on the page's instance, so `{ t, i18n }` (and
 * `ready`, always true: the instance has no backend to wait for). The component renders again
 * when the language changes or a bundle of its namespaces (or the common one) arrives, so a
 * remote's strings that come after its first render still show, and a remote's bundle
 * arriving does not render the rest of the page again (instance.ts).
 */
export function useTranslation(namespace: string | readonly string[] = COMMON_NAMESPACE) {
  const namespaces = typeof namespace === 'string' ? namespace : namespace.join(' ');
  const options = useMemo(
    () => ({
      i18n,
      bindI18nStore: [...new Set([...namespaces.split(' '), COMMON_NAMESPACE])]
        .map(bundleAddedEvent)
        .join(' '),
    }),
    [namespaces],
  );
  return useI18nextTranslation(namespaces.split(' '), options);
}
