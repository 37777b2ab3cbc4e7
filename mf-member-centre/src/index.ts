import { addTranslations } from './i18n/translations';
import { MemberCentre } from './member-centre.component';

/** What this remote exposes to the shell: its page, and the bus protocol it was built for. */
export const protocolVersion = __BUS_PROTOCOL__;

addTranslations();

export { MemberCentre };
export default MemberCentre;
