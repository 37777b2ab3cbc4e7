import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const SECURITY_NAMESPACE = 'memberCentre.securityCentre';

export const addSecurityTranslations = () => addAppTranslations(SECURITY_NAMESPACE, { bn, en });
