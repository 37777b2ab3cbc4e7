import { useTranslation } from '@site/shared';
import { useId } from 'react';
import { NAMESPACE } from '../../i18n/translations';
import { ODDS_FORMATS, isOddsFormat, type OddsFormat } from './odds-format';

/** The player's choice of odds format (decimal by default). */
export function OddsFormatPicker({
  value,
  onChange,
}: {
  value: OddsFormat;
  onChange: (format: OddsFormat) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  return (
    <span className="sb-odds-format">
      <label htmlFor={id}>{t('oddsFormat.label')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => isOddsFormat(event.target.value) && onChange(event.target.value)}
      >
        {ODDS_FORMATS.map((format) => (
          <option key={format} value={format}>
            {t(`oddsFormat.${format}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
