import { addAppTranslations } from '@site/shared';
import bn from './bn.json';
import en from './en.json';

export const NAMESPACE = 'agentCentre.teamManagement';

export const addTeamManagementTranslations = () => addAppTranslations(NAMESPACE, { bn, en });
