import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

/** Texts the remote's games share (each feature keeps its own namespace beside it). */
export const NAMESPACE = 'tables';

export const addTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
