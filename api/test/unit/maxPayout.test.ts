import { ENGINE_OF_CATEGORY } from '@site/house-games/engines';
import { buildGameCatalogue } from '../../src/db/seed/gameCatalogue.js';
import {
  ENGINES,
  houseGameKindOf,
  maxPayoutMultiplierOf,
  themeOf,
} from '../../src/services/games/house/houseGameKind.js';
import {
  ENGINE_MAX_PAYOUT_MULTIPLIER,
  maxPayoutMultiplierFor,
} from '../../src/services/games/maxPayout.js';

const kinds = Object.keys(ENGINES) as Array<keyof typeof ENGINES>;
/** Enough game codes to draw every theme choice (volatility, school, …) many times over. */
const SAMPLE_CODES = Array.from({ length: 2_000 }, (_, i) => `SAMPLE_${i}`);

describe('the wallet pays every round a house engine may draw', () => {
  it.each(kinds)(
    '%s: no theme bounds a round above the cap, and the widest one reaches it',
    (kind) => {
      const bounds = SAMPLE_CODES.map((code) =>
        maxPayoutMultiplierOf(kind, themeOf(kind, code, code)),
      );
      expect(Math.max(...bounds)).toBe(ENGINE_MAX_PAYOUT_MULTIPLIER[kind]);
    },
  );

  it.each(Object.entries(ENGINE_OF_CATEGORY))(
    'a hosted %s entry is added with a ceiling at least the %s bound',
    (classify, kind) => {
      const category =
        classify === 'FISH'
          ? { vassalage: 'JILI', game_type: 'FISH', game_classify: 'FISH' }
          : { vassalage: 'JILI', game_type: 'RNG', game_classify: classify };
      expect(maxPayoutMultiplierFor(category)).toBeGreaterThanOrEqual(
        ENGINE_MAX_PAYOUT_MULTIPLIER[kind],
      );
    },
  );

  it("lets every catalogue entry played on an engine pay its theme's bound", () => {
    for (const game of buildGameCatalogue()) {
      const kind = houseGameKindOf(game);
      if (kind === 'classicSlot' || kind === null) continue;
      const bound = maxPayoutMultiplierOf(kind, themeOf(kind, game.game_code, game.name_en));
      expect(game.max_payout_multiplier).toBeGreaterThanOrEqual(bound);
    }
  });
});
