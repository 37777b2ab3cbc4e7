import { addTranslations } from '../../i18n/translations';
import { addTeenPattiTranslations } from './i18n/teen-patti-translations';
import { TeenPattiPage } from './teen-patti-page.component';

/** The exposed teen patti page, and the bus protocol and @site/shared it was built for. */
export { protocolVersion, sharedVersion } from '@site/shared/build-info';

addTranslations();
addTeenPattiTranslations();

export { TeenPattiPage };
export default TeenPattiPage;
