import { formatMoney, numberLocale, useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import type { VipMember } from '@site/shared';

/** The member's level and the way to the next one. */
export function VipProgress({
  member,
  currencySymbol,
}: {
  member: VipMember;
  currencySymbol: string;
}) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const number = new Intl.NumberFormat(numberLocale(i18n.language));
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const { progress } = member;
  const percent = Math.min(100, Math.max(0, Math.round(progress.validBetPercent)));
  return (
    <section
      className="card vip-progress"
      aria-labelledby="vip-progress-title"
      data-testid="vip-progress"
    >
      <h2 id="vip-progress-title" className="section-title">
        {t('vip.current', { name: member.clubLabel, level: number.format(member.currentLevel) })}
      </h2>
      {progress.nextLevel === null || progress.requiredValidBet === null ? (
        <p>{t('vip.topLevel')}</p>
      ) : (
        <>
          <p id="vip-progress-label">
            {t('vip.toNext', { level: number.format(progress.nextLevel) })}
          </p>
          <div
            className="vip-progress__bar"
            role="progressbar"
            aria-labelledby="vip-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('vip.percent', { value: number.format(percent) })}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className="vip-progress__figures">
            {t('vip.validBetProgress', {
              done: money(progress.validBet),
              needed: money(progress.requiredValidBet),
            })}
          </p>
          {progress.requiredDeposit !== null && (
            <p className="vip-progress__figures">
              {t('vip.depositNeeded', { needed: money(progress.requiredDeposit) })}
            </p>
          )}
        </>
      )}
      {member.vipService && <p className="promo-note promo-note--done">{t('vip.serviceOn')}</p>}
    </section>
  );
}
