import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const DEPOSIT_NAMESPACE = 'memberCentre.deposit';

export const addDepositTranslations = () => addAppTranslations(DEPOSIT_NAMESPACE, { bn, en });
