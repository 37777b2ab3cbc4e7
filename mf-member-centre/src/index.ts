import { addTranslations } from './i18n/translations';
import { MemberCentre } from './member-centre.component';

/** What this remote exposes to the shell: its page, and the bus protocol and @site/shared it was built for. */
export const protocolVersion = __BUS_PROTOCOL__;
export const sharedVersion = __SHARED_VERSION__;

addTranslations();

export { MemberCentre };
export default MemberCentre;
