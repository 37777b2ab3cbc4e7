import { WinnerBoard } from '../features/winners/winner-board.component';
import { addTranslations } from '../i18n/translations';

/** The shell's home shows the lobby's winner board (category ALL) through this exposed module. */
export { protocolVersion, sharedVersion } from '@site/shared/build-info';

addTranslations();

export default WinnerBoard;
