import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'agentCentre.registerDownline';

export const addRegisterDownlineTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
