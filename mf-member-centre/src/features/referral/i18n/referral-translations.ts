import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'memberCentre.referral';

export const addReferralTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
