/** The prize wheel's geometry: segment 0 starts at the top and segments run clockwise. */

/** Degrees of one segment. */
export const segmentAngle = (count: number) => 360 / Math.max(1, count);

/** The wheel's rotation (degrees, clockwise) that puts the middle of `segment` under the pointer. */
export const restingRotation = (segment: number, count: number) => {
  const middle = (segment + 0.5) * segmentAngle(count);
  return (360 - middle) % 360;
};

/**
 * The rotation to spin to from `current`: always forward, at least `turns` whole turns, ending
 * with `segment` under the pointer at the top.
 */
export function spinTarget(current: number, segment: number, count: number, turns = 5): number {
  const rest = restingRotation(segment, count);
  const from = ((current % 360) + 360) % 360;
  const extra = (rest - from + 360) % 360;
  return current + turns * 360 + extra;
}

/** A point on the circle of radius `r` around (cx, cy) at `degrees` clockwise from the top. */
export function polar(cx: number, cy: number, r: number, degrees: number) {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return { x: cx + r * Math.cos(radians), y: cy + r * Math.sin(radians) };
}

/** The SVG path of one segment (a pie slice). */
export function slicePath(cx: number, cy: number, r: number, start: number, end: number): string {
  const a = polar(cx, cy, r, start);
  const b = polar(cx, cy, r, end);
  const large = end - start > 180 ? 1 : 0;
  const f = (n: number) => n.toFixed(3);
  return `M ${f(cx)} ${f(cy)} L ${f(a.x)} ${f(a.y)} A ${r} ${r} 0 ${large} 1 ${f(b.x)} ${f(b.y)} Z`;
}

/** Milliseconds until `target`, measured on the server's clock (the page's may be off). */
export function countdown(
  targetIso: string,
  serverTimeIso: string,
  fetchedAt: number,
  now: number,
) {
  const skew = Date.parse(serverTimeIso) - fetchedAt;
  return Math.max(0, Date.parse(targetIso) - (now + skew));
}

/** `H:MM:SS` or `MM:SS` of a duration. */
export function clock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** The digits of a text ("12:05") in the reader's numerals (BN: "১২:০৫"). */
export function localDigits(text: string, language: string): string {
  const digits = new Intl.NumberFormat(language, { useGrouping: false });
  return text.replace(/[0-9]/g, (digit) => digits.format(Number(digit)));
}
