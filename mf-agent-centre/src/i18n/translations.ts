import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'agentCentre';

export const addTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
