import type { Announcement } from '@site/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { setupShellI18n } from '../../testing/site-context';
import { loadAnnouncementSanitizer } from './announcement-html';
import { AnnouncementBrowser } from './announcement-popup.component';

beforeAll(setupShellI18n);
// The popup opens once the sanitiser has loaded: the browser in it is shown with it at hand.
beforeAll(() => loadAnnouncementSanitizer());

const list: Announcement[] = Array.from({ length: 16 }, (_, index) => ({
  id: 100 + index,
  title: `Notice ${index + 1}`,
  content: `<p>Body ${index + 1}</p><script>alert(1)</script>`,
  startDateStr: new Date(2026, 0, 1, 9, 0, index).getTime(),
  execution: 'B',
  type: 'B',
}));

const titles = () =>
  within(screen.getByTestId('announcement-titles'))
    .getAllByRole('button')
    .map((button) => button.textContent);

it('lists 7 titles a page and pages through them', () => {
  render(<AnnouncementBrowser list={list} initialId={null} />);
  expect(titles()).toEqual(list.slice(0, 7).map((item) => item.title));
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(titles()).toEqual(['Notice 15', 'Notice 16']);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(titles()).toEqual(list.slice(7, 14).map((item) => item.title));
});

it('opens at the given announcement, on its page, with its cleaned HTML', () => {
  render(<AnnouncementBrowser list={list} initialId={110} />);
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const content = screen.getByTestId('announcement-content');
  expect(within(content).getByRole('heading')).toHaveTextContent('Notice 11');
  expect(content.innerHTML).toContain('<p>Body 11</p>');
  expect(content.innerHTML).not.toContain('script');
  expect(content).toHaveTextContent('2026-01-01 09:00:10');
  fireEvent.click(screen.getByRole('button', { name: 'Notice 9' }));
  // Another announcement is a new article, which starts at its top however far the last one
  // was scrolled.
  const next = screen.getByTestId('announcement-content');
  expect(next).not.toBe(content);
  expect(within(next).getByRole('heading')).toHaveTextContent('Notice 9');
  expect(screen.getByRole('button', { name: 'Notice 9' })).toHaveAttribute('aria-current', 'true');
});
