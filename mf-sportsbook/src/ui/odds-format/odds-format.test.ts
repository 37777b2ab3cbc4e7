import {
  americanOdds,
  decimalOdds,
  hongKongOdds,
  indonesianOdds,
  isOddsFormat,
  malayOdds,
  oddsIn,
  oddsNumberOptions,
} from './odds-format';

describe('odds formats from a price in decimal odds × 1000', () => {
  it('writes decimal and Hong Kong odds', () => {
    expect(decimalOdds(2500)).toBe(2.5);
    expect(hongKongOdds(2500)).toBe(1.5);
    expect(hongKongOdds(1800)).toBeCloseTo(0.8);
  });

  it('writes Malay odds positive up to even money and negative above it', () => {
    expect(malayOdds(1800)).toBeCloseTo(0.8);
    expect(malayOdds(2000)).toBe(1);
    expect(malayOdds(2500)).toBeCloseTo(-0.6667, 4);
    expect(malayOdds(3000)).toBe(-0.5);
  });

  it('writes Indonesian odds positive from even money and negative below it', () => {
    expect(indonesianOdds(2500)).toBe(1.5);
    expect(indonesianOdds(2000)).toBe(1);
    expect(indonesianOdds(1500)).toBe(-2);
    expect(indonesianOdds(1800)).toBeCloseTo(-1.25);
  });

  it('writes American odds as whole moneylines', () => {
    expect(americanOdds(2500)).toBe(150);
    expect(americanOdds(2000)).toBe(100);
    expect(americanOdds(1500)).toBe(-200);
    expect(americanOdds(1910)).toBe(-110);
    expect(americanOdds(11000)).toBe(1000);
  });

  it('picks the conversion by format and knows only its formats', () => {
    expect(oddsIn('hongKong', 1950)).toBeCloseTo(0.95);
    expect(oddsIn('american', 1950)).toBe(-105);
    expect(isOddsFormat('malay')).toBe(true);
    expect(isOddsFormat('fractional')).toBe(false);
    expect(isOddsFormat(undefined)).toBe(false);
  });

  it('shows American odds with a sign and the others with two decimals, in the reader digits', () => {
    const american = new Intl.NumberFormat('bn-BD', oddsNumberOptions('american'));
    expect(american.format(150)).toBe('+১৫০');
    const malay = new Intl.NumberFormat('en-US', oddsNumberOptions('malay'));
    expect(malay.format(malayOdds(2500))).toBe('-0.67');
  });
});
