import type { TranslationTree } from '@site/shared';
// The resolver of the layer check does not read `?url` (the file is ./bn.json beside this one).
// eslint-disable-next-line boundaries/no-unknown-dependencies
import bnStringsUrl from './bn.json?url';

let pending: Promise<{ default: TranslationTree }> | null = null;

/**
 * The shell's BN strings (the default language): a JSON file of their own beside the chunks,
 * fetched while the scripts download instead of travelling inside them (~8 KB gz of the first
 * load's JavaScript the browser had to parse as code). index.ts starts the request before the
 * bootstrap chunk; start-up takes the same promise. A failed request is asked again next time.
 */
export function fetchShellBnStrings(): Promise<{ default: TranslationTree }> {
  pending ??= fetch(bnStringsUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`${bnStringsUrl} answered ${response.status}`);
      return response.json() as Promise<TranslationTree>;
    })
    .then((strings) => ({ default: strings }))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
