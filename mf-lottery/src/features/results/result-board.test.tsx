import { localizeDigits, setupI18n, type LotteryDraw } from '@site/shared';
import { nonBengaliTexts, switchTestLanguage } from '@site/shared/testing';
import { render, screen } from '@testing-library/react';
import { addTranslations } from '../../i18n/translations';
import { ResultBoard } from './result-board.component';
import { prizesOf } from './result-rules';

const numbers = Array.from({ length: 27 }, (_, index) =>
  String(10_000 + index * 2_917).padStart(5, '0'),
);
const draw: LotteryDraw = {
  period: '20261201-0815',
  drawAt: '2026-12-01T15:05:00.000Z',
  commitment: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  status: 'DRAWN',
  numbers,
  salt: null,
};

beforeAll(async () => {
  await setupI18n('bn');
  addTranslations();
  await switchTestLanguage('bn');
});

it('writes a draw in Bengali digits, with no Latin AM/PM and no key (issue 40 item 13)', () => {
  const { container } = render(<ResultBoard draw={draw} format="NORTH" />);
  expect(container.querySelector('figcaption')).not.toHaveTextContent(/AM|PM/);
  // The commitment is a hash (its hex digits are what it is), SHA-256 the name of one.
  expect(nonBengaliTexts(container, { allow: [/[0-9a-f]{16}/, 'SHA-256'] })).toEqual([]);
});

it('keeps each number of a prize apart in the text a screen reader reads (issue 40 item 16)', () => {
  render(<ResultBoard draw={draw} format="NORTH" />);
  const board = screen.getByTestId('lottery-board');
  const text = board.textContent ?? '';
  for (const { numbers: group } of prizesOf('NORTH', numbers)) {
    if (group.length < 2) continue;
    const [first, second] = group.map((value) => localizeDigits(value, 'bn'));
    expect(text).not.toContain(`${first}${second}`);
    expect(text).toContain(`${first}, ${second}`);
  }
  // Each prize's numbers are a list.
  expect(board.querySelectorAll('ul.lottery-board__numbers').length).toBeGreaterThan(1);
});
