/** A help article as the console's form holds it, its checks and its changes (pure). */
export type ArticleDraft = {
  categoryId: string;
  titleBn: string;
  titleEn: string;
  htmlBn: string;
  htmlEn: string;
};
type Field = keyof ArticleDraft;
const FIELDS: readonly Field[] = ['categoryId', 'titleBn', 'titleEn', 'htmlBn', 'htmlEn'];
const MAX: Record<Exclude<Field, 'categoryId'>, number> = {
  titleBn: 160,
  titleEn: 160,
  htmlBn: 20_000,
  htmlEn: 20_000,
};

/** The translation key (under `content.errors`) of each field's problem. */
export function articleErrors(draft: ArticleDraft): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of ['titleBn', 'titleEn', 'htmlBn', 'htmlEn'] as const) {
    const value = draft[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > MAX[field]) errors[field] = 'tooLong';
  }
  return errors;
}

/** The fields that differ from what is stored (a new article: every filled one). */
export function articleChanges(saved: ArticleDraft | null, draft: ArticleDraft) {
  return FIELDS.filter((field) =>
    saved
      ? saved[field].trim() !== draft[field].trim()
      : field !== 'categoryId' && draft[field] !== '',
  ).map((field) => ({ field, before: saved ? saved[field] : '', after: draft[field] }));
}
