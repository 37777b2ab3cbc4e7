/**
 * What a confirmation shows of one setting's change (ui/change-confirmation.component.tsx): a
 * label and the values now and after, as data the dialog words in the reader's language.
 */

/** A translated text: its key under the console's namespace and its values (themselves shown). */
export type ShownText = { key: string; values?: Record<string, Shown> };

/** A value as shown: a number (in the reader's digits), text as it is, a translation, or none. */
export type Shown = number | string | ShownText | null;

export type ChangeRow = { id: string; label: ShownText; before: Shown; after: Shown };

const same = (a: Shown, b: Shown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The rows of the fields that differ between two versions of one thing; a version that is null
 * (added, removed) shows every field on its side as none.
 */
export function fieldChanges<Item>(
  id: string,
  before: Item | null,
  after: Item | null,
  fields: readonly {
    field: string;
    label: (field: string) => ShownText;
    shown: (item: Item) => Shown;
  }[],
): ChangeRow[] {
  return fields.flatMap(({ field, label, shown }) => {
    const was = before === null ? null : shown(before);
    const now = after === null ? null : shown(after);
    return same(was, now)
      ? []
      : [{ id: `${id}.${field}`, label: label(field), before: was, after: now }];
  });
}
