import type { ThemeBase } from '@site/house-games/engines';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHouse } from './house-context';

/** What every game's rules start with (bet range, return to player, volatility), then its own. */
export function RulesPanel({
  theme,
  children,
}: {
  theme: ThemeBase & { volatility?: 'low' | 'medium' | 'high' };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { format } = useHouse();
  return (
    <div className="house-rules">
      <dl className="house-facts">
        <dt>{t('bet')}</dt>
        <dd>
          {t('betRange', {
            min: format.moneyMinor(theme.bet.minMinor),
            max: format.moneyMinor(theme.bet.maxMinor),
          })}
        </dd>
        <dt>{t('rtp')}</dt>
        <dd>{format.percent(theme.targetRtp)}</dd>
        {theme.volatility ? (
          <>
            <dt>{t('volatility.label')}</dt>
            <dd>{t(`volatility.${theme.volatility}`)}</dd>
          </>
        ) : null}
      </dl>
      {children}
    </div>
  );
}
