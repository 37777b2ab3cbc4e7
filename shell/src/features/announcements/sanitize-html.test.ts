import { formatNoticeDate } from './format-notice-date';
import { sanitizeAnnouncementHtml } from './sanitize-html';

it('keeps the allowed markup and drops scripts, handlers and unsafe links', () => {
  expect(
    sanitizeAnnouncementHtml(
      '<p onclick="x()">Hi <strong>all</strong></p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">a</a><a href="https://example.com">b</a>',
    ),
  ).toBe('<p>Hi <strong>all</strong></p><a>a</a><a href="https://example.com">b</a>');
});

it('formats the start date as yyyy-MM-dd hh:mm:ss, with Bengali digits in Bengali', () => {
  const ms = new Date(2026, 0, 5, 14, 3, 9).getTime();
  expect(formatNoticeDate(ms, 'en')).toBe('2026-01-05 14:03:09');
  expect(formatNoticeDate(ms, 'bn')).toBe('২০২৬-০১-০৫ ১৪:০৩:০৯');
});
