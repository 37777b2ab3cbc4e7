import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const SHELL_NAMESPACE = 'shell';

export const addShellTranslations = () => addAppTranslations(SHELL_NAMESPACE, { bn, en });
