import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'agentCentre.downlineTransactions';

export const addDownlineTransactionsTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
