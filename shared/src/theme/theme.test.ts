import { LOCAL_KEYS } from '../session/storage-keys';
import { readStartTheme, rememberBrandTheme } from './theme';

beforeEach(() => localStorage.clear());

it('starts a first visit light, a later one in the brand default of the last visit', () => {
  expect(readStartTheme()).toBe('light');
  rememberBrandTheme('dark');
  expect(readStartTheme()).toBe('dark');
});

it("keeps the player's own choice over the brand default", () => {
  rememberBrandTheme('dark');
  localStorage.setItem(LOCAL_KEYS.theme, 'light');
  expect(readStartTheme()).toBe('light');
});
