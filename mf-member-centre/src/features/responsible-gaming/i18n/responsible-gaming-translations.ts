import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const RESPONSIBLE_GAMING_NAMESPACE = 'memberCentre.responsibleGaming';

export const addResponsibleGamingTranslations = () =>
  addAppTranslations(RESPONSIBLE_GAMING_NAMESPACE, { bn, en });
