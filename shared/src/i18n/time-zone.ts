/**
 * The brand's time zone (issue 40 item 14): the site shows every time on the brand's clock and
 * counts "today" by the brand's calendar, wherever the reader's device is. The shell (and a
 * remote's standalone page) sets it from the brand's configuration before the first render;
 * until then, and in tests that set none, times follow the device's zone.
 */
let zone: string | undefined;

const isZone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** Sets the zone every displayed time follows; an unknown name leaves the device's. */
export function setDisplayTimeZone(name: string | undefined): void {
  zone = name && isZone(name) ? name : undefined;
}

/** The zone displayed times follow (undefined: the device's). */
export const displayTimeZone = (): string | undefined => zone;

export interface ZonedParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
  second: number;
}

let partsFormat: { zone: string | undefined; format: Intl.DateTimeFormat } | null = null;

function partsFormatOfZone(): Intl.DateTimeFormat {
  if (!partsFormat || partsFormat.zone !== zone) {
    partsFormat = {
      zone,
      format: new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
    };
  }
  return partsFormat.format;
}

/** The calendar and clock fields of an instant on the brand's clock. */
export function zonedParts(at: Date): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of partsFormatOfZone().formatToParts(at))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Minutes east of UTC of the brand's clock at `at` (Dhaka: 360): the API's `tzOffset`. */
export function brandTzOffset(at: Date = new Date()): number {
  const local = zonedParts(at);
  const asUtc = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}
