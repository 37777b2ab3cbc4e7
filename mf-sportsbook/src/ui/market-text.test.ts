import { i18n, setupI18n } from '@site/shared';
import { switchTestLanguage } from '@site/shared/testing';
import { lineOf, marketTitle, parseScope, selectionLabel, signedLineText } from './market-text';
import { addTranslations, NAMESPACE } from '../i18n/translations';

const team = { code: 'HOME', name: { bn: 'ঢাকা', en: 'Dhaka' } };

describe('market texts', () => {
  beforeAll(async () => {
    await setupI18n('en');
    addTranslations();
    await switchTestLanguage('en');
  });

  it('reads scopes of the match, an innings, overs of an innings and a map', () => {
    expect(parseScope('MATCH')).toEqual({ kind: 'match' });
    expect(parseScope('INNINGS_2')).toEqual({ kind: 'innings', innings: 2 });
    expect(parseScope('I1_OVERS_7_10')).toEqual({ kind: 'overs', innings: 1, from: 7, to: 10 });
    expect(parseScope('MAP_3')).toEqual({ kind: 'map', map: 3 });
    expect(parseScope('SOMETHING')).toEqual({ kind: 'match' });
  });

  it('turns quarter lines into lines with their sign', () => {
    expect(lineOf(-1)).toBe(-0.25);
    expect(lineOf(11)).toBe(2.75);
    expect(signedLineText(0.25, 'en')).toBe('+0.25');
    expect(signedLineText(-1.5, 'bn')).toBe('-১.৫');
    expect(signedLineText(0, 'en')).toBe('0');
  });

  it('names the away side with the negated home line and a total with its line', () => {
    expect(selectionLabel(team, { lineQuarters: -3 }, 'en')).toBe('Dhaka -0.75');
    expect(
      selectionLabel(
        { code: 'AWAY', name: { bn: 'খুলনা', en: 'Khulna' } },
        { lineQuarters: -3 },
        'en',
      ),
    ).toBe('Khulna +0.75');
    expect(
      selectionLabel(
        { code: 'OVER', name: { bn: 'বেশি', en: 'Over' } },
        { lineQuarters: 642 },
        'bn',
      ),
    ).toBe('বেশি ১৬০.৫');
    expect(selectionLabel(team, { lineQuarters: null }, 'bn')).toBe('ঢাকা');
  });

  it('titles a market with its scope', () => {
    const t = i18n.getFixedT('en', NAMESPACE);
    expect(marketTitle(t, { kind: 'MATCH_WINNER', scope: 'MATCH' })).toBe('Match winner');
    expect(marketTitle(t, { kind: 'SESSION_RUNS', scope: 'I1_OVERS_7_10' })).toBe(
      'Session runs · overs 7–10, innings 1',
    );
    expect(marketTitle(t, { kind: 'MAP_WINNER', scope: 'MAP_2' })).toBe('Map winner · map 2');
  });
});
