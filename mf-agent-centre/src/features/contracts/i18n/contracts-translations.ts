import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'agentCentre.contracts';

export const addContractsTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
