import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const TEEN_PATTI_NAMESPACE = 'tables.teenPatti';

export const addTeenPattiTranslations = () => addAppTranslations(TEEN_PATTI_NAMESPACE, { bn, en });
