import { matchesOf, prizesOf } from './result-rules';

const NORTH = [
  '12345',
  '67845',
  '11111',
  '22222',
  '33345',
  '44444',
  '55555',
  '66666',
  '77777',
  '88888',
  '1212',
  '3434',
  '5656',
  '7878',
  '9090',
  '1010',
  '2020',
  '3030',
  '4040',
  '5050',
  '123',
  '456',
  '789',
  '45',
  '01',
  '02',
  '03',
];

describe('result rules', () => {
  it('groups the northern 27 numbers into their eight prizes', () => {
    const prizes = prizesOf('NORTH', NORTH);
    expect(prizes.map((prize) => prize.numbers.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(prizes[0]).toEqual({ prize: 'special', numbers: ['12345'] });
    expect(prizes[7]!.numbers).toEqual(['45', '01', '02', '03']);
  });

  it('finds every prize a number ends, and nothing for a number that is not a number', () => {
    expect(matchesOf('NORTH', NORTH, '45')).toEqual(['special', 'first', 'third', 'seventh']);
    expect(matchesOf('NORTH', NORTH, '345')).toEqual(['special', 'third']);
    expect(matchesOf('NORTH', NORTH, '99')).toEqual([]);
    expect(matchesOf('NORTH', NORTH, '4a')).toEqual([]);
  });
});
