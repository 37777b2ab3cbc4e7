import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'agentCentre.userProfitLoss';

export const addUserProfitLossTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
