import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'agentCentre.announcements';

export const addAnnouncementsTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
