import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'memberCentre.missions';

export const addMissionsTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
