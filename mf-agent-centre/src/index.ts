import { addTranslations } from './i18n/translations';
import { AgentCentre } from './agent-centre.component';

/** What this remote exposes to the shell: its page, and the bus protocol it was built for. */
export const protocolVersion = __BUS_PROTOCOL__;

addTranslations();

export { AgentCentre };
export default AgentCentre;
