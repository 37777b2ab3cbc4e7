import { WinnerBoard } from '../features/winners/winner-board.component';
import { addTranslations } from '../i18n/translations';

/** The shell's home shows the lobby's winner board (category ALL) through this exposed module. */
export const protocolVersion = __BUS_PROTOCOL__;
export const sharedVersion = __SHARED_VERSION__;

addTranslations();

export default WinnerBoard;
