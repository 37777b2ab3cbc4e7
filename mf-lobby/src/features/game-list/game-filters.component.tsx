import { SUPPORTED_LANGUAGES, useTranslation } from '@site/shared';
import { useEffect, useId, useState } from 'react';
import { LIST_TYPES, LOBBY_CONFIG, type ListType } from '../../config/lobby-config';
import { NAMESPACE } from '../../i18n/translations';
import type { GameListFilters } from './game-list-state';
import '../../ui/toggle-button.css';

/** spec §9 RNG classifications; bingo only where the TY language is supported. */
export function classificationsFor(
  category: string,
  languages: readonly string[] = SUPPORTED_LANGUAGES,
): string[] {
  if (category !== 'RNG') return [];
  const bingo = languages.some((language) => language.toUpperCase() === LOBBY_CONFIG.bingoLanguage);
  return [...LOBBY_CONFIG.rngClassifications, ...(bingo ? [LOBBY_CONFIG.bingoClassification] : [])];
}

/**
 * Typing settles for this long before the search runs, so one word is one request, yet the
 * results can arrive within 250 ms of the last keystroke (issue 17); a request the next word
 * overtakes is aborted.
 */
export const SEARCH_SETTLE_MS = 100;

export function GameFilters({
  category,
  filters,
  onChange,
}: {
  category: string;
  filters: GameListFilters;
  onChange: (patch: Partial<GameListFilters>) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const ids = useId();
  const [search, setSearch] = useState(filters.gameName);
  useEffect(() => setSearch(filters.gameName), [filters.gameName]);
  useEffect(() => {
    // spec §4: the name search runs only if the text really changed.
    if (search.trim() === filters.gameName.trim()) return;
    const timer = setTimeout(() => onChange({ gameName: search.trim() }), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.gameName, onChange]);
  const classifications = classificationsFor(category);

  return (
    <div className="game-filters">
      <div className="game-filters__types" role="group" aria-label={t('listTypes')}>
        {LIST_TYPES.map((type: ListType) => (
          <button
            key={type || 'all'}
            type="button"
            className="toggle-button"
            aria-pressed={filters.listType === type}
            onClick={() => filters.listType !== type && onChange({ listType: type })}
          >
            {t(`listType.${type || 'all'}`)}
          </button>
        ))}
      </div>
      <div className="game-filters__fields">
        <div className="game-filters__field game-filters__field--search">
          <label htmlFor={`${ids}-search`}>{t('searchLabel')}</label>
          <input
            id={`${ids}-search`}
            type="search"
            value={search}
            maxLength={50}
            placeholder={t('searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onChange({ gameName: search.trim() });
            }}
          />
        </div>
        {classifications.length > 0 && (
          <div className="game-filters__field">
            <label htmlFor={`${ids}-classify`}>{t('classifyLabel')}</label>
            <select
              id={`${ids}-classify`}
              value={filters.gameClassify}
              onChange={(event) => onChange({ gameClassify: event.target.value })}
            >
              <option value="">{t('classify.all')}</option>
              {classifications.map((code) => (
                <option key={code} value={code}>
                  {t(`classify.${code}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="game-filters__field">
          <label htmlFor={`${ids}-minbet`}>{t('minBetLabel')}</label>
          <select
            id={`${ids}-minbet`}
            value={filters.minBet}
            onChange={(event) => onChange({ minBet: event.target.value })}
          >
            {LOBBY_CONFIG.minBetOptions.map((option) => (
              <option key={option || 'all'} value={option}>
                {t(`minBet.${option ? option.replace('.', '_') : 'all'}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
