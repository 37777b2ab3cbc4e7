import { COMMON_NAMESPACE, formatMoney, numberLocale, useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import type { VipLevel } from '@site/shared';

/** Every level with what it takes and what it gives; the member's own level is marked. */
export function VipLevels({
  levels,
  currentLevel,
  currencySymbol,
}: {
  levels: VipLevel[];
  currentLevel: number | null;
  currencySymbol: string;
}) {
  const { t, i18n } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const number = new Intl.NumberFormat(numberLocale(i18n.language), {
    maximumFractionDigits: 2,
  });
  const facts = (level: VipLevel): [string, string][] => [
    [t('vip.requiredDeposit'), money(level.requiredDeposit)],
    [t('vip.requiredValidBet'), money(level.requiredValidBet)],
    [t('vip.upgradeBonus'), money(level.benefits.upgradeBonus)],
    [t('vip.birthdayBonus'), money(level.benefits.birthdayBonus)],
    [
      t('vip.weeklyRebate'),
      t('vip.percent', { value: number.format(level.benefits.weeklyRebatePercent) }),
    ],
    [t('vip.withdrawalLimit'), money(level.benefits.withdrawalLimitPerDay)],
    [t('vip.dedicatedService'), level.benefits.dedicatedService ? t('vip.yes') : t('vip.no')],
  ];
  return (
    <ol className="vip-levels" data-testid="vip-levels">
      {levels.map((level) => {
        const current = level.level === currentLevel;
        return (
          <li
            key={level.level}
            className={`vip-level${current ? ' vip-level--current' : ''}`}
            aria-current={current ? 'true' : undefined}
          >
            <div className="vip-level__head">
              <span className="vip-level__badge" aria-hidden="true">
                {number.format(level.level)}
              </span>
              <h3 className="vip-level__name">
                {t('vip.levelName', { level: number.format(level.level), name: level.name })}
              </h3>
              {current && <span className="badge vip-level__you">{t('vip.yourLevel')}</span>}
            </div>
            <dl className="vip-level__facts">
              {facts(level).map(([label, value]) => (
                <div key={label} className="vip-level__fact">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
