import { localizeDigits, zonedParts } from '@site/shared';

/** spec §2: a notice's startDateStr (ms) as yyyy-MM-dd hh:mm:ss, on the brand's clock, 24-hour. */
export function formatNoticeDate(ms: number, language: string): string {
  const date = zonedParts(new Date(ms));
  const two = (value: number) => String(value).padStart(2, '0');
  const text = `${date.year}-${two(date.month)}-${two(date.day)} ${two(date.hour)}:${two(
    date.minute,
  )}:${two(date.second)}`;
  // Bengali readers get Bengali digits, as every other number on the site.
  return localizeDigits(text, language);
}
