import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'pointsMall.redeemHistory';

export const addRedeemHistoryTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
