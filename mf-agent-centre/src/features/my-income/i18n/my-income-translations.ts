import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'agentCentre.myIncome';

export const addMyIncomeTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
