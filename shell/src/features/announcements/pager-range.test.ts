import { pageOf, pagerItems, type PagerItem } from './pager-range';

const show = (items: PagerItem[]) =>
  items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

it('lists every page when they fit in the range and margins', () => {
  expect(show(pagerItems(1, 1))).toBe('1');
  expect(show(pagerItems(2, 7))).toBe('1 2 3 4 5 6 7');
});

it('shows a range of 5 around the current page and 1 margin page at each end', () => {
  expect(show(pagerItems(1, 20))).toBe('1 2 3 4 5 … 20');
  expect(show(pagerItems(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
  expect(show(pagerItems(20, 20))).toBe('1 … 16 17 18 19 20');
  expect(show(pagerItems(4, 20))).toBe('1 2 3 4 5 6 … 20');
});

it('finds the page of an item, 7 a page', () => {
  expect(pageOf(0)).toBe(1);
  expect(pageOf(6)).toBe(1);
  expect(pageOf(7)).toBe(2);
  expect(pageOf(15)).toBe(3);
});
