import { checkComment, checkNewImages, MAX_IMAGE_BYTES, serverRuleError } from './apply-rules';

const file = (name: string, type: string, size = 1024) => {
  const blob = new File(['x'], name, { type });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
};

describe('activity application rules (spec §5)', () => {
  it('takes a comment of 140 characters and refuses 141', () => {
    expect(checkComment('a'.repeat(140))).toBeNull();
    expect(checkComment('a'.repeat(141))?.key).toBe('promotions.apply.errors.commentTooLong');
  });

  it('counts a Bengali comment by characters, not by UTF-16 units', () => {
    expect(checkComment('আ'.repeat(140))).toBeNull();
  });

  it('takes up to 3 png or jpg images and refuses a 4th', () => {
    const three = [
      file('a.png', 'image/png'),
      file('b.jpg', 'image/jpeg'),
      file('c.jpeg', 'image/jpeg'),
    ];
    expect(checkNewImages([], three)).toBeNull();
    expect(checkNewImages(three, [file('d.png', 'image/png')])?.key).toBe(
      'promotions.apply.errors.tooManyImages',
    );
  });

  it('refuses a gif, and a png name on another type', () => {
    expect(checkNewImages([], [file('a.gif', 'image/gif')])?.key).toBe(
      'promotions.apply.errors.imageType',
    );
    expect(checkNewImages([], [file('a.png', 'image/gif')])?.key).toBe(
      'promotions.apply.errors.imageType',
    );
  });

  it('takes exactly 5 MB and refuses one byte more', () => {
    expect(checkNewImages([], [file('a.png', 'image/png', MAX_IMAGE_BYTES)])).toBeNull();
    expect(checkNewImages([], [file('a.png', 'image/png', MAX_IMAGE_BYTES + 1)])?.key).toBe(
      'promotions.apply.errors.imageTooLarge',
    );
  });

  it('translates the server refusals', () => {
    expect(serverRuleError({ field: 'comment', rule: 'maxLength' })?.key).toBe(
      'promotions.apply.errors.commentTooLong',
    );
    expect(serverRuleError({ field: 'images.1', rule: 'type' })?.key).toBe(
      'promotions.apply.errors.serverImageType',
    );
    expect(serverRuleError({ field: 'other' })).toBeNull();
  });
});
