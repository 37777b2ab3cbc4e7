import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'pointsMall';

export const addTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
