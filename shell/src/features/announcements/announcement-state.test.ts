import { executionFor } from './announcements.resource';
import { isPopupClosed, markPopupClosed } from './announcement-state';

beforeEach(() => sessionStorage.clear());

it('gives visitors execution B, members A, and A with F on the first login', () => {
  expect(executionFor(false, false)).toBe('B');
  expect(executionFor(false, true)).toBe('B');
  expect(executionFor(true, false)).toBe('A');
  expect(executionFor(true, true)).toBe('A,F');
});

it('remembers per audience that the popup was closed, in session storage (index_notice)', () => {
  expect(isPopupClosed('B')).toBe(false);
  markPopupClosed('B');
  markPopupClosed('B');
  expect(sessionStorage.getItem('index_notice')).toBe('B');
  expect(isPopupClosed('B')).toBe(true);
  expect(isPopupClosed('A')).toBe(false);
  markPopupClosed('A,F');
  expect(isPopupClosed('A,F')).toBe(true);
  expect(isPopupClosed('A')).toBe(false);
});
