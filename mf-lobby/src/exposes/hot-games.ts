import { HotGamesStrip } from '../features/hot-games/hot-strip.component';
import { addTranslations } from '../i18n/translations';

/** The shell's home shows the lobby's hot games through this exposed module. */
export { protocolVersion, sharedVersion } from '@site/shared/build-info';

addTranslations();

export default HotGamesStrip;
