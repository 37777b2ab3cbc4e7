import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'memberCentre.statement';

/** Added when the page's module loads (features never edit each other's texts). */
export const addTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
