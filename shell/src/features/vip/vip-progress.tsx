import type { ReactNode } from 'react';
import { formatMoney, numberLocale, useTranslation } from '@site/shared';
import { useId } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import type { VipMember } from '@site/shared';

/** One measure toward the next level: a labelled bar and "done of needed". */
function ProgressBar({
  label,
  percent,
  figures,
  testId,
}: {
  label: string;
  percent: number;
  figures: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const id = useId();
  const number = new Intl.NumberFormat(numberLocale(i18n.language));
  const value = Math.min(100, Math.max(0, Math.floor(percent)));
  return (
    <div className="vip-progress__measure" data-testid={testId}>
      <p id={id} className="vip-progress__label">
        {label}
      </p>
      <div
        className="vip-progress__bar"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${t('vip.percent', { value: number.format(value) })} · ${figures}`}
      >
        <span style={{ width: `${value}%` }} />
      </div>
      <p className="vip-progress__figures">{figures}</p>
    </div>
  );
}

/**
 * The member's level and the way to the next one: their real valid bets and deposits against
 * the next level's two thresholds (both are needed), and the VIP host from level 5.
 */
export function VipProgress({
  member,
  currencySymbol,
  serviceAction = null,
}: {
  member: VipMember;
  currencySymbol: string;
  /** The page's way to the VIP desk (spec §6, §9), shown with the VIP-service note. */
  serviceAction?: ReactNode;
}) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const number = new Intl.NumberFormat(numberLocale(i18n.language));
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const { progress } = member;
  return (
    <section
      className="card vip-progress"
      aria-labelledby="vip-progress-title"
      data-testid="vip-progress"
    >
      <h2 id="vip-progress-title" className="section-title">
        {t('vip.current', { name: member.clubLabel, level: number.format(member.currentLevel) })}
      </h2>
      {progress.nextLevel === null ||
      progress.requiredValidBet === null ||
      progress.requiredDeposit === null ? (
        <p>{t('vip.topLevel')}</p>
      ) : (
        <>
          <p>{t('vip.toNext', { level: number.format(progress.nextLevel) })}</p>
          <ProgressBar
            testId="vip-progress-valid-bet"
            label={t('vip.validBetBar', { level: number.format(progress.nextLevel) })}
            percent={progress.validBetPercent}
            figures={t('vip.validBetProgress', {
              done: money(progress.validBet),
              needed: money(progress.requiredValidBet),
            })}
          />
          <ProgressBar
            testId="vip-progress-deposit"
            label={t('vip.depositBar', { level: number.format(progress.nextLevel) })}
            percent={progress.depositPercent}
            figures={t('vip.depositProgress', {
              done: money(progress.deposit),
              needed: money(progress.requiredDeposit),
            })}
          />
          <p className="vip-progress__figures">{t('vip.bothNeeded')}</p>
        </>
      )}
      {member.vipService && (
        <div className="vip-progress__service">
          <p className="promo-note promo-note--done">{t('vip.serviceOn')}</p>
          {serviceAction}
        </div>
      )}
    </section>
  );
}
