import { addTranslations } from '../../i18n/translations';
import { addLiveTableTranslations } from './i18n/live-table-translations';
import { LiveTablePage } from './live-table-page.component';

/** The exposed live tables page, and the bus protocol and @site/shared it was built for. */
export { protocolVersion, sharedVersion } from '@site/shared/build-info';

addTranslations();
addLiveTableTranslations();

export { LiveTablePage };
export default LiveTablePage;
