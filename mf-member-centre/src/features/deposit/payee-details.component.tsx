import { useTranslation } from '@site/shared';
import type { DepositChannel } from '@site/shared';
import { CopyButton } from './copy-button.component';
import { localized } from './deposit-format';
import { DEPOSIT_NAMESPACE } from './i18n/deposit-translations';

type Props = Pick<DepositChannel, 'payee' | 'instructions'>;

/**
 * How to pay, then where to (each value with a copy button): the brands' instructions point
 * to "the number below", so the numbers come after them.
 */
export function PayeeDetails({ payee, instructions }: Props) {
  const { t, i18n } = useTranslation(DEPOSIT_NAMESPACE);
  return (
    <section className="deposit-payee" aria-label={t('order.payTo')}>
      <h4 className="deposit-payee__title">{t('order.instructions')}</h4>
      <p className="deposit-payee__instructions">{localized(instructions, i18n.language)}</p>
      <h4 className="deposit-payee__title">{t('order.payTo')}</h4>
      <dl className="detail-list deposit-payee__lines">
        {payee.map((line) => {
          const label = localized(line.label, i18n.language);
          return (
            <div key={label} className="deposit-payee__line">
              <dt>{label}</dt>
              <dd>
                <span className="deposit-payee__value">{line.value}</span>
                <CopyButton value={line.value} what={label} />
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
