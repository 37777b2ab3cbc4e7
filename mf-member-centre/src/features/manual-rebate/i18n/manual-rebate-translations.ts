import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'memberCentre.manualRebate';

export const addManualRebateTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
