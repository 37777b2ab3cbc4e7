import { HotGamesStrip } from '../features/hot-games/hot-strip.component';
import { addTranslations } from '../i18n/translations';

/** The shell's home shows the lobby's hot games through this exposed module. */
export const protocolVersion = __BUS_PROTOCOL__;
export const sharedVersion = __SHARED_VERSION__;

addTranslations();

export default HotGamesStrip;
