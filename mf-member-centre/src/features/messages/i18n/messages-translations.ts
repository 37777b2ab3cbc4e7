import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

/** The messages page's own namespace, added when the page's module first loads. */
export const MESSAGES_NAMESPACE = 'memberCentre.messages';

export const addMessagesTranslations = () => addAppTranslations(MESSAGES_NAMESPACE, { bn, en });
