/** What is left of a period, in whole days, hours and minutes (a started minute counts). */
export function timeLeft(ms: number): { days: number; hours: number; minutes: number } {
  const minutesLeft = Math.max(0, Math.ceil(ms / 60_000));
  return {
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
  };
}
