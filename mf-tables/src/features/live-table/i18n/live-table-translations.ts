import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const LIVE_TABLE_NAMESPACE = 'tables.liveTable';

export const addLiveTableTranslations = () => addAppTranslations(LIVE_TABLE_NAMESPACE, { bn, en });
