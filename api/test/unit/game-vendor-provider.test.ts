import {
  houseSlotProvider,
  localGameProvider,
  providerFor,
} from '../../src/services/games/vendors/game-vendor-provider.js';

describe('providerFor', () => {
  it('plays HOUSE on the house slot and every other vendor through the local provider', () => {
    expect(providerFor('HOUSE')).toBe(houseSlotProvider);
    for (const vendor of ['JILI', 'PG', 'FB', 'EVO', 'SOMETHING_NEW'])
      expect(providerFor(vendor)).toBe(localGameProvider);
    expect(localGameProvider.hostedHere).toBe(true);
  });

  it("takes the brand's choice per vendor, and null for a provider this build does not have", () => {
    const config = { gameVendorProviders: { JILI: 'house-slot', PG: 'pg-live' } };
    expect(providerFor('JILI', config)).toBe(houseSlotProvider);
    expect(providerFor('PG', config)).toBeNull();
    expect(providerFor('PP', config)).toBe(localGameProvider);
    expect(providerFor('HOUSE', config)).toBe(houseSlotProvider);
  });
});
