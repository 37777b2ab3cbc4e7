import { addTranslations } from './i18n/translations';
import { LotteryPage } from './lottery-page.component';

/** What this remote exposes to the shell: its page, and the bus protocol it was built for. */
export const protocolVersion = __BUS_PROTOCOL__;

addTranslations();

export { LotteryPage };
export default LotteryPage;
