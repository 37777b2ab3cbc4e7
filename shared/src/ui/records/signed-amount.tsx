import { useBusState, useTranslation } from '@site/shared';
import { amountTone, formatSignedMoney } from './record-format';
import './records.css';

/** A signed amount in the brand's currency, coloured by its sign (which it also writes). */
export function SignedAmount({ amount }: { amount: number }) {
  const { i18n } = useTranslation();
  const { currencySymbol } = useBusState('balance');
  return (
    <span className={`amount--${amountTone(amount)}`}>
      {formatSignedMoney(amount, currencySymbol, i18n.language)}
    </span>
  );
}
