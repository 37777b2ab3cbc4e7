import { numberFormat, useBusState, useTranslation } from '@site/shared';
import { useEffect, useMemo, useState } from 'react';
import { LOBBY_CONFIG } from '../../config/lobby-config';
import { NAMESPACE } from '../../i18n/translations';

const { stepAmount, stepMs, baseAmount } = LOBBY_CONFIG.jackpot;
/** Steps before the start value wraps round (about 35 days), so it never grows without end. */
const WRAP_STEPS = 1_000_000;

/** spec §4: the counter starts from a value derived from the current time. */
export function jackpotStart(now: number): number {
  const steps = Math.floor(now / stepMs) % WRAP_STEPS;
  return Math.round((baseAmount + steps * stepAmount) * 100) / 100;
}

const amountFormat = (language: string) =>
  numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One digit as a vertical column of 0–9 that rolls to its value. */
function DigitColumn({ digit, glyphs }: { digit: number; glyphs: string[] }) {
  return (
    <span className="jackpot__column" aria-hidden="true">
      <span className="jackpot__reel" style={{ transform: `translateY(-${digit * 10}%)` }}>
        {glyphs.map((glyph, index) => (
          <span key={index} className="jackpot__glyph">
            {glyph}
          </span>
        ))}
      </span>
    </span>
  );
}

/** spec §2/§4 jackpot counter on /rng: +165.11 every 3 s, rolling digits, stops when removed. */
export function JackpotCounter() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const [amount, setAmount] = useState(() => jackpotStart(Date.now()));
  useEffect(() => {
    const timer = setInterval(
      () => setAmount((value) => Math.round((value + stepAmount) * 100) / 100),
      stepMs,
    );
    return () => clearInterval(timer);
  }, []);

  const glyphs = useMemo(() => {
    const digits = numberFormat(i18n.language);
    return Array.from({ length: 10 }, (_, digit) => digits.format(digit));
  }, [i18n.language]);
  const text = amountFormat(i18n.language).format(amount);
  // Western digits of the same number, position by position, drive the columns.
  const western = amountFormat('en').format(amount);

  return (
    <section className="jackpot" aria-label={t('jackpotTitle')} data-testid="jackpot">
      <h2 className="jackpot__title">{t('jackpotTitle')}</h2>
      <p className="jackpot__amount" data-amount={amount.toFixed(2)}>
        <span className="jackpot__currency">{currencySymbol}</span>
        <span className="visually-hidden">{text}</span>
        {western.split('').map((char, index) =>
          /\d/.test(char) ? (
            <DigitColumn key={`${western.length - index}`} digit={Number(char)} glyphs={glyphs} />
          ) : (
            <span
              key={`${western.length - index}`}
              className="jackpot__separator"
              aria-hidden="true"
            >
              {char}
            </span>
          ),
        )}
      </p>
    </section>
  );
}
