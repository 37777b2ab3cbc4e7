import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'agentCentre.teamOverview';

export const addTeamOverviewTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
