/**
 * The console's date-and-time inputs (`<input type="datetime-local">`) hold a wall-clock time
 * on the operator's machine, without a zone; the API takes ISO times with one.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as the input shows it (the operator's clock), or '' for none. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/** The input's value as an ISO time, null when empty, undefined when not a time. */
export function isoOfLocalInput(value: string): string | null | undefined {
  if (value.trim() === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}
