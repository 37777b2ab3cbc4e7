import type { fishing } from '@site/house-games/engines';
import { useTranslation } from 'react-i18next';
import { useHouse } from '../../chrome/house-context';
import { FishPicture } from './fish-picture';

/** The rules: how a shot is decided, each species' picture, name and multiplier, the levels. */
export function FishingRules({ theme }: { theme: fishing.FishingTheme }) {
  const { t, i18n } = useTranslation('fishing');
  const { format } = useHouse();
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  return (
    <>
      <h3>{t('rulesTitle')}</h3>
      <p>{t('rules')}</p>
      <p>{t('fairness', { rtp: format.percent(theme.targetRtp) })}</p>
      <h3>{t('school', { school: theme.schoolName[language] })}</h3>
      <table className="house-paytable fishing-rules">
        <thead>
          <tr>
            <th scope="col">{t('picture')}</th>
            <th scope="col">{t('pays')}</th>
            <th scope="col">{t('chance')}</th>
          </tr>
        </thead>
        <tbody>
          {theme.species
            .map((species, index) => ({ species, index }))
            .reverse()
            .map(({ species, index }) => (
              <tr key={species.id}>
                <td>
                  <FishPicture
                    speciesIndex={index}
                    speciesCount={theme.species.length}
                    className="fishing-rules__picture"
                  />{' '}
                  {t(`fish.${species.id}`)}
                  <small
                    className="fishing-rules__other-name"
                    lang={language === 'bn' ? 'en' : 'bn'}
                  >
                    {species.name[language === 'bn' ? 'en' : 'bn']}
                  </small>
                </td>
                <td>{`${format.number(species.multiplier)}×`}</td>
                <td>{format.percent(theme.targetRtp / species.multiplier)}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <h3>{t('levels')}</h3>
      <p>
        {t('levelsList', {
          levels: theme.cannonLevelsMinor
            .map(
              (stakeMinor, level) =>
                `${t('level', { level: format.number(level + 1) })}: ${format.moneyMinor(stakeMinor)}`,
            )
            .join(', '),
        })}
      </p>
    </>
  );
}
