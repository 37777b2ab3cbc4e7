import { articleChanges, articleErrors } from './help-article-draft';
import { moved } from './help-order';

describe('the help centre order', () => {
  it('moves one item a place up or down, and nowhere past the ends', () => {
    expect(moved(['1', '2', '3'], '2', -1)).toEqual(['2', '1', '3']);
    expect(moved(['1', '2', '3'], '2', 1)).toEqual(['1', '3', '2']);
    expect(moved(['1', '2', '3'], '1', -1)).toBeNull();
    expect(moved(['1', '2', '3'], '3', 1)).toBeNull();
    expect(moved(['1', '2'], '9', 1)).toBeNull();
  });
});

describe('the help article form', () => {
  const saved = {
    categoryId: '1',
    titleBn: 'ক',
    titleEn: 'A',
    htmlBn: '<p>ক</p>',
    htmlEn: '<p>a</p>',
  };

  it('needs both titles and both texts', () => {
    expect(articleErrors(saved)).toEqual({});
    expect(articleErrors({ ...saved, titleBn: ' ', htmlEn: '' })).toEqual({
      titleBn: 'required',
      htmlEn: 'required',
    });
    expect(articleErrors({ ...saved, titleEn: 'x'.repeat(161) })).toEqual({ titleEn: 'tooLong' });
  });

  it('names what changes, a move to another category among them', () => {
    expect(articleChanges(saved, { ...saved, categoryId: '2', titleEn: 'B' })).toEqual([
      { field: 'categoryId', before: '1', after: '2' },
      { field: 'titleEn', before: 'A', after: 'B' },
    ]);
    expect(articleChanges(null, saved).map((change) => change.field)).toEqual([
      'titleBn',
      'titleEn',
      'htmlBn',
      'htmlEn',
    ]);
  });
});
