import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'agentCentre.teamBetting';

export const addTeamBettingTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
