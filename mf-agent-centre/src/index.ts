import { addTranslations } from './i18n/translations';
import { AgentCentre } from './agent-centre.component';

/** What this remote exposes to the shell: its page, and the bus protocol and @site/shared it was built for. */
export const protocolVersion = __BUS_PROTOCOL__;
export const sharedVersion = __SHARED_VERSION__;

addTranslations();

export { AgentCentre };
export default AgentCentre;
