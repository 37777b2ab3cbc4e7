import { addTranslations } from './i18n/translations';
import { SportsbookPage } from './sportsbook-page.component';

/** What this remote exposes to the shell: its page, and the bus protocol and @site/shared it was built for. */
export { protocolVersion, sharedVersion } from '@site/shared/build-info';

addTranslations();

export { SportsbookPage };
export default SportsbookPage;
