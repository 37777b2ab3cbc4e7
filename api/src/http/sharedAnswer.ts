import { ok } from './envelope.js';

/** The call's serialiser of its whole envelope (relay.ts), which keeps the contract's fields. */
export type SerializeEnvelope = (envelope: Record<string, unknown>) => string;

/** An answer a handler hands over as its text, written with the call's serialiser. */
export abstract class PreparedAnswer {
  abstract body(serialize: SerializeEnvelope): string;
}

/**
 * The answer of a value many requests send unchanged (a cached page): serialised by the first
 * request that sends it, and sent as that text by the others.
 */
export class SharedAnswer<T> extends PreparedAnswer {
  #body: string | undefined;

  constructor(readonly value: T) {
    super();
  }

  /** The envelope around the value as `serialize` writes it, written once. */
  body(serialize: SerializeEnvelope): string {
    return (this.#body ??= serialize(ok(this.value)));
  }
}

const answers = new WeakMap<object, SharedAnswer<object>>();

/** The one answer of `value`, which must not change once answered. */
export function sharedAnswer<T extends object>(value: T): SharedAnswer<T> {
  let answer = answers.get(value) as SharedAnswer<T> | undefined;
  if (!answer) {
    answer = new SharedAnswer(value);
    answers.set(value, answer);
  }
  return answer;
}
