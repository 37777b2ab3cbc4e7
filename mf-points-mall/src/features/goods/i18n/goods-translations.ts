import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'pointsMall.goods';

export const addGoodsTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
