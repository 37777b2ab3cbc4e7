import { addTranslations } from './i18n/translations';
import { MemberCentre } from './member-centre.component';

/** What this remote exposes to the shell: its page, and the bus protocol and @site/shared it was built for. */
export { protocolVersion, sharedVersion } from '@site/shared/build-info';

addTranslations();

export { MemberCentre };
export default MemberCentre;
