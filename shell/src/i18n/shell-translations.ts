import { addAppTranslations } from '@site/shared';
import bn from './bn.json';

export const SHELL_NAMESPACE = 'shell';

/** BN, the default, comes with the code; EN is fetched when a reader uses it. */
export const addShellTranslations = () =>
  addAppTranslations(SHELL_NAMESPACE, {
    bn,
    en: () => import(/* webpackChunkName: "locale-en" */ './en.json'),
  });
