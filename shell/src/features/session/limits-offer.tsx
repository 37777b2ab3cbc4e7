import { getEventBus, isMember, useBusState, useTranslation } from '@site/shared';
import { useAtom } from 'jotai';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { limitsOfferOpenAtom } from './session-ui-state';
import './limits-offer.css';

/**
 * After a registration, a short notice that offers the limits (issue 44): in the page's flow
 * under the header, never over what the new member came to do.
 */
export function LimitsOffer() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [open, setOpen] = useAtom(limitsOfferOpenAtom);
  const session = useBusState('session');
  if (!open || !isMember(session)) return null;
  return (
    <aside className="limits-offer" aria-labelledby="limits-offer-title" data-testid="limits-offer">
      <p>
        <strong id="limits-offer-title">{t('protection.offerTitle')}</strong>{' '}
        {t('protection.offerBody')}
      </p>
      <div className="limits-offer__actions">
        <button
          type="button"
          className="site-button site-button--primary"
          onClick={() => {
            setOpen(false);
            getEventBus().send('open-member-centre', { entry: 'responsibleGaming' });
          }}
        >
          {t('protection.offerAction')}
        </button>
        <button type="button" className="link-button" onClick={() => setOpen(false)}>
          {t('protection.offerLater')}
        </button>
      </div>
    </aside>
  );
}
