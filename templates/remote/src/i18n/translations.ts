import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

/** This remote's own namespace of texts, beside the site's. */
export const NAMESPACE = 'outsideRemote';

export const addTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
