import { drawInterval } from './lottery-page.component';

describe('drawInterval', () => {
  it('says a draw interval in its largest whole unit', () => {
    expect(drawInterval(45)).toEqual(['drawEvery.seconds', { count: 45 }]);
    expect(drawInterval(60)).toEqual(['drawEvery.minutes', { count: 1 }]);
    expect(drawInterval(180)).toEqual(['drawEvery.minutes', { count: 3 }]);
    expect(drawInterval(90)).toEqual(['drawEvery.seconds', { count: 90 }]);
    expect(drawInterval(86_400)).toEqual(['drawEvery.days', { count: 1 }]);
    expect(drawInterval(21_600 * 60)).toEqual(['drawEvery.days', { count: 15 }]);
  });
});
