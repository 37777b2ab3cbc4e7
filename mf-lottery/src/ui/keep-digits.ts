/**
 * The digits of a number field's edit. A refused key leaves them as they were: no state
 * changes, and React puts the controlled field back to its value.
 */
export function keepDigits(text: string): string {
  return text.replace(/[^0-9]/g, '');
}
