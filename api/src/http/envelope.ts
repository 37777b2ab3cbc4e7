/** A type, not an interface, so that it fits serialisers typed for any object. */
export type Envelope<T> = {
  success: boolean;
  code: number | string;
  message: string;
  value: T | null;
};

export function ok<T>(value: T): Envelope<T> {
  return { success: true, code: 0, message: '', value };
}

export function fail(code: string, message: string, value: unknown = null): Envelope<unknown> {
  return { success: false, code, message, value };
}
