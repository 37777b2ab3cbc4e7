import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

/** The wheel's and the envelopes' strings travel with their lazy pages, not the shell's first load. */
export const NAMESPACE = 'shell.luckyDraw';

export const addLuckyDrawTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
