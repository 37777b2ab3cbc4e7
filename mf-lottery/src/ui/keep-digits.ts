import type { ChangeEvent } from 'react';

/**
 * The digits of a number field's edit, written back into the field: a refused key changes no
 * state, and preact/compat then re-renders nothing, so the field would go on showing it.
 */
export function keepDigits(event: ChangeEvent<HTMLInputElement>): string {
  const digits = event.currentTarget.value.replace(/[^0-9]/g, '');
  event.currentTarget.value = digits;
  return digits;
}
