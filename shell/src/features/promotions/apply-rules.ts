/** spec §5 activity apply: a comment of at most 140 characters, at most 3 png/jpg images of 5 MB. */
export const MAX_COMMENT_LENGTH = 140;
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g)$/i;

/** A translation key (shell namespace) with its values, or null when the input is fine. */
export type RuleError = { key: string; values?: Record<string, string | number> };

/** Characters as a reader counts them (a Bengali conjunct is still several code points). */
export const commentLength = (comment: string) => [...comment].length;

export function checkComment(comment: string): RuleError | null {
  return commentLength(comment) > MAX_COMMENT_LENGTH
    ? { key: 'promotions.apply.errors.commentTooLong', values: { max: MAX_COMMENT_LENGTH } }
    : null;
}

/**
 * Checks the files the member adds to those already chosen: the first refusal wins, so the
 * member sees why the file was not taken. The server checks the bytes again (magic numbers).
 */
export function checkNewImages(current: readonly File[], added: readonly File[]): RuleError | null {
  if (current.length + added.length > MAX_IMAGES)
    return { key: 'promotions.apply.errors.tooManyImages', values: { max: MAX_IMAGES } };
  for (const file of added) {
    const typeOk =
      (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) &&
      ACCEPTED_EXTENSIONS.test(file.name);
    if (!typeOk) return { key: 'promotions.apply.errors.imageType', values: { name: file.name } };
    if (file.size > MAX_IMAGE_BYTES)
      return {
        key: 'promotions.apply.errors.imageTooLarge',
        values: { name: file.name, max: MAX_IMAGE_BYTES / 1024 / 1024 },
      };
  }
  return null;
}

/** The server's refusal of an application (400 `VALIDATION_FAILED` details), in our words. */
export function serverRuleError(details: unknown): RuleError | null {
  const { field, rule } = (details ?? {}) as { field?: string; rule?: string };
  if (field === 'comment')
    return { key: 'promotions.apply.errors.commentTooLong', values: { max: MAX_COMMENT_LENGTH } };
  if (field === 'images' && rule === 'maxItems')
    return { key: 'promotions.apply.errors.tooManyImages', values: { max: MAX_IMAGES } };
  if (field?.startsWith('images.'))
    return rule === 'maxSize'
      ? {
          key: 'promotions.apply.errors.serverImageTooLarge',
          values: { max: MAX_IMAGE_BYTES / 1024 / 1024 },
        }
      : { key: 'promotions.apply.errors.serverImageType' };
  return null;
}
