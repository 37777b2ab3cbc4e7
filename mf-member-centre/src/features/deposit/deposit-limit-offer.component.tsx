import { useTranslation } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { getDepositOrders } from './deposit-orders.resource';
import { DEPOSIT_NAMESPACE } from './i18n/deposit-translations';

/** Any credited order of the member, ever: without one, the next deposit is the first. */
const FIRST_CREDITED = { page: 1, pageSize: 1, state: 'credited' } as const;

/**
 * The way to the deposit limits beside the form (issue 44): before the member's first deposit
 * an offer that says why, afterwards a link. Until the history answers, the link.
 */
export function DepositLimitOffer({ onSetLimit }: { onSetLimit: () => void }) {
  const { t } = useTranslation(DEPOSIT_NAMESPACE);
  const credited = useQuery(getDepositOrders.query(FIRST_CREDITED));
  const link = (
    <button type="button" className="link-button deposit-limit-link" onClick={onSetLimit}>
      {t('limitOffer.link')}
    </button>
  );
  if (credited.data?.total !== 0) return <p className="deposit-limit-offer">{link}</p>;
  return (
    <section
      className="deposit-limit-offer deposit-limit-offer--first"
      aria-labelledby="deposit-limit-offer-title"
      data-testid="deposit-limit-offer"
    >
      <h4 id="deposit-limit-offer-title">{t('limitOffer.firstTitle')}</h4>
      <p>{t('limitOffer.firstBody')}</p>
      <button type="button" className="site-button" onClick={onSetLimit}>
        {t('limitOffer.link')}
      </button>
    </section>
  );
}
