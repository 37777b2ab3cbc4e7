import { localizeDigits } from '@site/shared';

/** spec §2: a notice's startDateStr (ms) as yyyy-MM-dd hh:mm:ss, in local time, 24-hour. */
export function formatNoticeDate(ms: number, language: string): string {
  const date = new Date(ms);
  const two = (value: number) => String(value).padStart(2, '0');
  const text = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(
    date.getHours(),
  )}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  // Bengali readers get Bengali digits, as every other number on the site.
  return localizeDigits(text, language);
}
