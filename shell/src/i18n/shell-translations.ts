import { addAppTranslations } from '@site/shared';
import { fetchShellBnStrings } from './shell-bn-strings';

export const SHELL_NAMESPACE = 'shell';

/** Each language's strings are fetched when a reader uses it (BN early, see shell-bn-strings). */
export const addShellTranslations = () =>
  addAppTranslations(SHELL_NAMESPACE, {
    bn: fetchShellBnStrings,
    en: () => import(/* webpackChunkName: "locale-en" */ './en.json'),
  });
