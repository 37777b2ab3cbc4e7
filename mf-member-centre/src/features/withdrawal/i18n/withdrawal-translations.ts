import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'memberCentre.withdrawal';

export const addWithdrawalTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
