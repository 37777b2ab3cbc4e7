import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'pointsMall.convert';

export const addConvertTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
