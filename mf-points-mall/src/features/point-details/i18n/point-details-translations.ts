import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'pointsMall.pointDetails';

export const addPointDetailsTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
