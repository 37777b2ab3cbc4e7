import { characterCount, maxLength, type FieldMessage, type FieldRules } from '@site/shared/ui';

/** spec §5 activity apply: a comment of at most 140 characters (images: the kit's upload rules). */
export const MAX_COMMENT_LENGTH = 140;
export type ApplyValues = { comment: string };

export const APPLY_RULES: FieldRules<ApplyValues> = {
  comment: [maxLength(MAX_COMMENT_LENGTH, 'shell:promotions.apply.errors.commentTooLong')],
};

export const commentLength = characterCount;

const COMMENT_TOO_LONG: FieldMessage = {
  key: 'shell:promotions.apply.errors.commentTooLong',
  values: { max: MAX_COMMENT_LENGTH },
};

/** The server's refusal of an application (400 `VALIDATION_FAILED` details), on its field. */
export function serverRuleError(
  details: unknown,
): { field: 'comment' | 'images'; message: FieldMessage } | null {
  const { field, rule } = (details ?? {}) as { field?: string; rule?: string };
  if (field === 'comment') return { field: 'comment', message: COMMENT_TOO_LONG };
  if (field === 'images' && rule === 'maxItems')
    return { field: 'images', message: { key: 'ui.upload.tooMany', values: { max: 3 } } };
  if (field?.startsWith('images.'))
    return {
      field: 'images',
      message:
        rule === 'maxSize'
          ? { key: 'shell:promotions.apply.errors.serverImageTooLarge', values: { max: 5 } }
          : { key: 'shell:promotions.apply.errors.serverImageType' },
    };
  return null;
}
