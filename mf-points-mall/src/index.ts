import { addConvertTranslations } from './features/convert/i18n/convert-translations';
import { addGoodsTranslations } from './features/goods/i18n/goods-translations';
import { addPointDetailsTranslations } from './features/point-details/i18n/point-details-translations';
import { addRedeemHistoryTranslations } from './features/redeem-history/i18n/redeem-history-translations';
import { addTranslations } from './i18n/translations';
import { PointsMallPage } from './points-mall-page.component';

/** What this remote exposes to the shell: its page, and the bus protocol and @site/shared it was built for. */
export { protocolVersion, sharedVersion } from '@site/shared/build-info';

addTranslations();
addGoodsTranslations();
addRedeemHistoryTranslations();
addPointDetailsTranslations();
addConvertTranslations();

export { PointsMallPage };
export default PointsMallPage;
