import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'sportsbook';

export const addTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
