import { validateFields } from '@site/shared/ui';
import { APPLY_RULES, serverRuleError } from './apply-rules';

describe('activity application rules (spec §5)', () => {
  it('takes a comment of 140 characters and refuses 141', () => {
    expect(validateFields({ comment: 'a'.repeat(140) }, APPLY_RULES)).toEqual({});
    expect(validateFields({ comment: 'a'.repeat(141) }, APPLY_RULES).comment?.key).toBe(
      'shell:promotions.apply.errors.commentTooLong',
    );
  });

  it('counts a Bengali comment by characters, not by UTF-16 units', () => {
    expect(validateFields({ comment: 'আ'.repeat(140) }, APPLY_RULES)).toEqual({});
  });

  it('puts the server refusals on their field', () => {
    expect(serverRuleError({ field: 'comment', rule: 'maxLength' })?.field).toBe('comment');
    expect(serverRuleError({ field: 'images.1', rule: 'type' })).toEqual({
      field: 'images',
      message: { key: 'shell:promotions.apply.errors.serverImageType' },
    });
    expect(serverRuleError({ field: 'other' })).toBeNull();
  });
});
